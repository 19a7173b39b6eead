/**
 * The app shell's behaviour: one module for every page, injected by the `docs-shell-script`
 * integration. One script instead of one per component: on a page-to-page navigation, each
 * module script costs a cache fetch and its own evaluation before DOMContentLoaded. Each part
 * finds its elements and does nothing on a page without them.
 */
import { startAfterLoad } from './after-load';
import { startApiViewSwitch } from './api-view-switch';
import { startCodeCopy } from './code-copy';
import { startEarlyClicks } from './early-clicks';
import { startLanguageLinks } from './language-links';
import { startNavDrawer } from './nav-drawer';
import { startSearchButton } from './search-button';
import { startSettingsButton } from './settings-button';
import { startTableOfContents } from './table-of-contents';

startEarlyClicks();
startNavDrawer();
startTableOfContents();
startSearchButton();
startSettingsButton();
startLanguageLinks();
startCodeCopy();
startApiViewSwitch();
startAfterLoad();
