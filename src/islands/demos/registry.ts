import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type DemoModule = { default: ComponentType };

/** Demos loaded ahead of rendering, on the server, so they render without suspending. */
const loaded = new Map<string, ComponentType>();
const lazies = new Map<string, LazyExoticComponent<ComponentType>>();

/** Called on the server by src/components/content/demo-server.ts. */
export function setLoadedDemo(id: string, component: ComponentType): void {
  loaded.set(id, component);
}

/**
 * The component of a demo: the preloaded one on the server, in the browser a lazy one that
 * imports the demo's module from `url`. It suspends during hydration, and React keeps the
 * server HTML until the module is in.
 */
export function getDemoComponent(id: string, url: string): ComponentType {
  const ready = loaded.get(id);
  if (ready) return ready;
  let component = lazies.get(id);
  if (!component) {
    component = lazy(() => import(/* @vite-ignore */ url) as Promise<DemoModule>);
    lazies.set(id, component);
  }
  return component;
}
