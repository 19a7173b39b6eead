import * as React from 'react';

export default function Counter() {
  const [count, setCount] = React.useState(0);

  return (
    <div className="flex items-center gap-4">
      <button
        type="button"
        className="rounded-lg bg-blue-700 px-4 py-2 text-sm font-semibold text-white shadow hover:bg-blue-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
        onClick={() => setCount((value) => value + 1)}
      >
        Add one
      </button>
      <p aria-live="polite" className="text-base text-gray-900 dark:text-gray-100">
        Clicked {count} times
      </p>
    </div>
  );
}
