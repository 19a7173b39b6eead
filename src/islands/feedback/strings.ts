export const feedbackKeys = [
  'feedback.question',
  'feedback.yes',
  'feedback.no',
  'feedback.commentYes',
  'feedback.commentNo',
  'feedback.submit',
  'feedback.submitHint',
  'feedback.sending',
  'feedback.submitted',
  'feedback.failed',
  'feedback.openIssue',
  'feedback.openIssueWithComment',
] as const;
