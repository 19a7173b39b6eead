import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

const descriptions: Record<string, string> = {
  ceo: 'Amara Okafor leads the company and chairs the board.',
  cto: 'Lukas Brandt runs engineering, platform and security.',
  'eng-web': 'Sofia Marchetti manages the web team of seven.',
  'eng-mobile': 'Kenji Watanabe manages the iOS and Android apps.',
  cfo: 'Priya Raman oversees finance, legal and procurement.',
};

export default function TrackItemFocus() {
  const [focusedItem, setFocusedItem] = React.useState<string | null>(null);

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, width: '100%' }}>
      <Box sx={{ minHeight: 220, flex: '1 1 240px' }}>
        <SimpleTreeView
          aria-label="Leadership team"
          defaultExpandedItems={['ceo', 'cto']}
          onItemFocus={(_event, itemId) => setFocusedItem(itemId)}
        >
          <TreeItem itemId="ceo" label="Amara Okafor, CEO">
            <TreeItem itemId="cto" label="Lukas Brandt, CTO">
              <TreeItem itemId="eng-web" label="Sofia Marchetti, Web lead" />
              <TreeItem itemId="eng-mobile" label="Kenji Watanabe, Mobile lead" />
            </TreeItem>
            <TreeItem itemId="cfo" label="Priya Raman, CFO" />
          </TreeItem>
        </SimpleTreeView>
      </Box>
      <Box sx={{ flex: '1 1 200px' }}>
        <Typography variant="subtitle2" component="p" gutterBottom>
          About the focused person
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {focusedItem ? descriptions[focusedItem] : 'Move the focus into the tree with Tab.'}
        </Typography>
      </Box>
    </Box>
  );
}
