import { expect, type Locator, type Page } from '@playwright/test';

/** An interaction that cannot happen fails in seconds, naming its element, not at the test's limit. */
const ACTION = { timeout: 15_000 };

export type Interaction = 'edit' | 'sort' | 'page' | 'select' | 'open' | 'type' | 'pick' | 'hover';

/**
 * Runs the first interaction a demo offers and checks that it answered: on a Data Grid, edit a
 * cell, sort by a column, go to the next page or select a row; on pickers, open one, change a
 * field's section from the keyboard or pick a day or time of a calendar or clock shown inline;
 * on a chart, point at a series and see its tooltip.
 * Returns what it did, undefined for a demo with none of these.
 */
export async function interactWithDemo(page: Page, demo: Locator): Promise<Interaction | undefined> {
  const grid = demo.locator('.MuiDataGrid-root').first();
  if ((await grid.count()) === 0) {
    return (await demo.locator(CHART).count()) > 0 ? interactWithChart(page, demo) : interactWithPickers(page, demo);
  }

  const editable = grid.locator('.MuiDataGrid-cell--editable:visible').first();
  if ((await editable.count()) > 0) {
    await editable.dblclick(ACTION);
    await expect(grid.locator('.MuiDataGrid-cell--editing, .MuiDataGrid-row--editing').first()).toBeVisible();
    await page.keyboard.press('Escape');
    return 'edit';
  }

  // From the keyboard, as a click on a narrow header can land on its sort icon instead.
  const sortable = grid.locator('.MuiDataGrid-columnHeader--sortable:visible').first();
  if ((await sortable.count()) > 0) {
    const before = await sortable.getAttribute('aria-sort');
    await sortable.focus(ACTION);
    await page.keyboard.press('Enter');
    await expect(sortable).not.toHaveAttribute('aria-sort', before ?? 'none');
    return 'sort';
  }

  const next = grid.getByRole('button', { name: /next page/i });
  if ((await next.count()) > 0 && (await next.isEnabled())) {
    const range = grid.locator('.MuiTablePagination-displayedRows');
    const before = await range.textContent();
    await next.click(ACTION);
    await expect(range).not.toHaveText(before ?? '');
    return 'page';
  }

  // The selection checkbox, not one a cell renders for its own value (a to-do's "done").
  const checkbox = grid.locator('.MuiDataGrid-row [data-field="__check__"] input[type="checkbox"]:visible').first();
  if ((await checkbox.count()) > 0) {
    await checkbox.check(ACTION);
    await expect(grid.locator('.MuiDataGrid-row.Mui-selected').first()).toBeVisible();
    return 'select';
  }
  return undefined;
}

async function interactWithPickers(page: Page, demo: Locator): Promise<Interaction | undefined> {
  const opener = demo
    .getByRole('button', { name: /^Choose/ })
    .and(demo.locator(':enabled:visible'))
    .first();
  if ((await opener.count()) > 0) {
    await opener.click(ACTION);
    const popup = page.locator('.MuiPickerPopper-root, .MuiDialog-root');
    await expect(popup.first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(popup).toHaveCount(0);
    return 'open';
  }

  // ArrowUp changes any section (month, hour, meridiem...), filled or empty.
  const section = demo
    .getByRole('spinbutton')
    .and(demo.locator(':visible:not([aria-disabled="true"]):not([aria-readonly="true"])'))
    .first();
  if ((await section.count()) > 0) {
    const before = await section.getAttribute('aria-valuetext');
    await section.focus(ACTION);
    await page.keyboard.press('ArrowUp');
    await expect(section).not.toHaveAttribute('aria-valuetext', before ?? '');
    return 'type';
  }

  const choice = demo
    .locator(
      // A day is a button; the cells that pad a month before its first day are not.
      'button[role="gridcell"]:not([disabled]):not([aria-selected="true"]), [role="option"]:not([aria-disabled="true"]):not([aria-selected="true"])',
    )
    .and(demo.locator(':visible'))
    .first();
  if ((await choice.count()) > 0) {
    // A clock's numbers sit under the mask that takes its pointer events: click the spot.
    await choice.click({ ...ACTION, force: true });
    await expect(
      demo.locator('[role="gridcell"][aria-selected="true"], [role="option"][aria-selected="true"]').first(),
    ).toBeVisible();
    return 'pick';
  }
  return undefined;
}

const CHART = '.MuiChartsSurface-root';
/** A series' own shapes: an item tooltip needs the pointer on one, an axis tooltip takes any. */
const SERIES_ITEM = [
  '.MuiBarElement-root',
  '.MuiPieArc-root',
  '.MuiFunnelSection-root',
  '.MuiHeatmap-cell',
  '.MuiScatterChart-marker',
  '.MuiRadarSeriesPlot-root path',
  '.MuiSankeyPlot-root path',
].join(', ');

/**
 * A chart draws a tooltip when its demo uses a single-component chart (BarChart, Heatmap,
 * Unstable_SankeyChart...) or a ChartsTooltip, and does not turn it off. Sparklines and gauges
 * have none unless asked, and a chart without series, or shown loading, has nothing to show.
 * Read from the demo's TypeScript source, which its code panel holds.
 */
function sourceDrawsTooltip(source: string): boolean {
  const chart = /<(?:Unstable_)?(?:[A-Z]\w*Chart(?:Pro|Premium)?|Heatmap|ChartsTooltip)\b/.test(source);
  const off =
    /hideTooltip|trigger: 'none'|tooltip: \(\) => null|<SparkLineChart|<Gauge\b|series=\{\[\]\}|\bloading=/.test(
      source,
    );
  return chart && !off;
}

/** Points at the first series of the first chart; where the demo draws a tooltip, it must show. */
async function interactWithChart(page: Page, demo: Locator): Promise<Interaction | undefined> {
  const surface = demo.locator(CHART).and(demo.locator(':visible')).first();
  if ((await surface.count()) === 0) return undefined;
  const item = surface.locator(SERIES_ITEM).and(demo.locator(':visible')).first();
  const box = await surface.boundingBox();
  if (!box) return undefined;
  // A point inside the shape itself: the middle of a donut slice's box can fall in the hole.
  const inside =
    (await item.count()) > 0
      ? await item.evaluate((element) => {
          const shape = element as SVGGeometryElement;
          const frame = shape.getBBox();
          const toScreen = shape.getScreenCTM();
          if (!toScreen) return undefined;
          for (const fy of [0.5, 0.3, 0.7, 0.1, 0.9]) {
            for (const fx of [0.5, 0.3, 0.7, 0.1, 0.9]) {
              const point = new DOMPoint(frame.x + frame.width * fx, frame.y + frame.height * fy);
              if (shape.isPointInFill(point))
                return point.matrixTransform(toScreen).toJSON() as { x: number; y: number };
            }
          }
          return undefined;
        })
      : undefined;
  await page.mouse.move(inside?.x ?? box.x + box.width / 2, inside?.y ?? box.y + box.height / 2);
  const source = await demo.locator('.demo-code pre[data-language="tsx"]').allTextContents();
  if (!sourceDrawsTooltip(source.join('\n'))) return undefined;
  const tooltip = page.locator('.MuiChartsTooltip-root:visible');
  await expect(tooltip.first(), `${await demo.getAttribute('data-demo')}: a tooltip once pointed at`).toBeVisible();
  await page.mouse.move(0, 0);
  return 'hover';
}
