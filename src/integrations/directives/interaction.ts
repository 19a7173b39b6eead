import type { ClientDirective } from 'astro';

/**
 * Hydrates an island on the reader's first approach: the pointer over it, a press, focus or a
 * key inside it. A press made before the code is in is repeated by the shell's early clicks
 * (src/islands/shell/early-clicks.ts), so it is not lost.
 */
const EVENTS = ['pointerover', 'pointerdown', 'focusin', 'keydown'] as const;

const interaction: ClientDirective = (load, _options, island) => {
  const hydrate = () => {
    for (const type of EVENTS) island.removeEventListener(type, hydrate);
    void load().then((run) => run());
  };
  for (const type of EVENTS) island.addEventListener(type, hydrate, { passive: true });
};

export default interaction;
