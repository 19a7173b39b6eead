import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type DemoModule = { default: ComponentType };

// Each demo is its own chunk, loaded when its island hydrates. Styling variants
// (*.tailwind.tsx, *.css.tsx) are sources to read, not demos to run.
const loaders = import.meta.glob<DemoModule>([
  '../../demos/**/*.tsx',
  '!../../demos/**/*.tailwind.tsx',
  '!../../demos/**/*.css.tsx',
]);

const pathOf = (id: string) => `../../demos/${id}.tsx`;

export function demoExists(id: string): boolean {
  return pathOf(id) in loaders;
}

/** Demos loaded ahead of rendering: on the server, so they render without suspending. */
const loaded = new Map<string, ComponentType>();
const lazies = new Map<string, LazyExoticComponent<ComponentType>>();

export async function preloadDemo(id: string): Promise<void> {
  const load = loaders[pathOf(id)];
  if (!load) throw new Error(`No demo module for ${id}.`);
  loaded.set(id, (await load()).default);
}

/**
 * The component of a demo: the preloaded one on the server, a lazy one in the browser. The
 * lazy one suspends during hydration, and React keeps the server HTML until its chunk is in.
 */
export function getDemoComponent(id: string): ComponentType {
  const ready = loaded.get(id);
  if (ready) return ready;
  let component = lazies.get(id);
  if (!component) {
    const load = loaders[pathOf(id)];
    if (!load) throw new Error(`No demo module for ${id}.`);
    component = lazy(load);
    lazies.set(id, component);
  }
  return component;
}
