/**
 * When a click on a link should stay inside the app (client-side
 * navigation): a plain primary-button click on a link that opens in the
 * same tab. Clicks with a modifier key, other buttons or another target
 * keep the browser's behaviour (new tab, new window, download…).
 */
export type ClickFacts = {
  readonly button: number;
  readonly metaKey: boolean;
  readonly ctrlKey: boolean;
  readonly shiftKey: boolean;
  readonly altKey: boolean;
  readonly defaultPrevented: boolean;
};

export function navigatesInApp(click: ClickFacts, target?: string): boolean {
  return (
    !click.defaultPrevented &&
    click.button === 0 &&
    !click.metaKey &&
    !click.ctrlKey &&
    !click.shiftKey &&
    !click.altKey &&
    (target === undefined || target === '' || target === '_self')
  );
}
