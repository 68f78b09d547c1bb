import { expect, type Locator, type Page } from '@playwright/test';
import { fetchRouted, openPage, SiteFrame } from '@springfield/shared/e2e';

/** The Government page and its dialogs, as a visitor finds them. */
export class GovernmentPage {
  readonly frame: SiteFrame;

  constructor(private readonly page: Page) {
    this.frame = new SiteFrame(page);
  }

  async open(): Promise<void> {
    await openPage(this.page, '/government');
    await this.frame.expectHeading('Government');
  }

  section(name: string): Locator {
    return this.page.getByRole('region', { name, exact: true });
  }

  dialog(name: string | RegExp): Locator {
    return this.page.getByRole('dialog', { name });
  }

  /** What opens a dialog: a link to the dialog's address, drawn as a button (found by its accessible name). */
  opener(name: string | RegExp): Locator {
    return this.page
      .locator('main')
      .getByRole('link', { name, exact: typeof name === 'string' })
      .first();
  }

  /**
   * Opens a path as a browser without script shows it, in a page that runs script (axe needs it): the
   * server's HTML without its scripts, and each <noscript> as the plain block such a browser shows.
   */
  async openAsWithoutScript(path: string): Promise<void> {
    await this.page.route(
      (url) => url.pathname === path,
      async (route) => {
        const response = await fetchRouted(route);
        const html = (await response.text())
          .replace(/<script\b[\s\S]*?<\/script>/g, '')
          .replace(/<noscript>/g, '<div data-noscript>')
          .replace(/<\/noscript>/g, '</div>');
        await route.fulfill({
          status: response.status(),
          contentType: 'text/html; charset=utf-8',
          body: html,
        });
      },
    );
    await this.page.goto(path);
    await expect(this.page.locator('main h1').first()).toBeVisible();
  }

  /**
   * Opens a dialog from its opener (found by its accessible name) with the keyboard, checks that focus moved
   * into it, and waits for its opening animation to end. Returns the opener and the dialog.
   */
  async openDialog(
    opener: string | RegExp,
    dialogName: string | RegExp,
  ): Promise<{ opener: Locator; dialog: Locator }> {
    const button = this.opener(opener);
    await button.focus();
    await this.page.keyboard.press('Enter');
    const dialog = this.dialog(dialogName);
    await expect(dialog).toBeVisible();
    await expect.poll(() => this.focusInsideDialog()).toBe(true);
    // antd animates the dialog in; axe would read half-faded colours: wait until it is fully shown.
    await this.expectShownAtRest(dialog);
    return { opener: button, dialog };
  }

  /**
   * Waits until the dialog is as the visitor finally sees it: nothing on the page still animating (antd
   * zooms the dialog and fades the mask in) and the dialog and its ancestors fully opaque (before its
   * animation starts, antd holds it at opacity 0).
   */
  async expectShownAtRest(dialog: Locator): Promise<void> {
    await expect
      .poll(
        () =>
          dialog.evaluate((node) => {
            const animating = document
              .getAnimations()
              .some(
                (animation) =>
                  animation.playState !== 'finished' &&
                  animation.playState !== 'idle' &&
                  animation.effect?.getComputedTiming().endTime !== Infinity,
              );
            let faded = false;
            for (let el: Element | null = node; el; el = el.parentElement) {
              if (getComputedStyle(el).opacity !== '1') faded = true;
            }
            return !animating && !faded;
          }),
        { message: 'the dialog has finished its opening animation' },
      )
      .toBe(true);
  }

  /** Is the focused element inside the open dialog? */
  async focusInsideDialog(): Promise<boolean> {
    return this.page.evaluate(() =>
      Boolean(document.activeElement?.closest('.ant-modal-wrap, [role="dialog"]')),
    );
  }

  /**
   * Where focus is: in the dialog, on no element of the page (the browser's own toolbar, as with a native
   * modal <dialog>, reported as the body), or on a page element behind the dialog (a broken trap).
   */
  async focusPlace(): Promise<'dialog' | 'browser' | 'behind'> {
    return this.page.evaluate(() => {
      const active = document.activeElement;
      if (!active || active === document.body) return 'browser';
      return active.closest('.ant-modal-wrap, [role="dialog"]') ? 'dialog' : 'behind';
    });
  }

  /**
   * Tabs through more controls than the dialog has, forwards and backwards: focus never reaches the page
   * behind the dialog, and it comes back into the dialog after passing the browser's toolbar.
   */
  async expectFocusTrapped(presses = 25): Promise<void> {
    for (const key of ['Tab', 'Shift+Tab']) {
      let inDialog = 0;
      for (let i = 0; i < presses; i += 1) {
        await this.page.keyboard.press(key);
        const place = await this.focusPlace();
        expect(place, `focus after ${i + 1} ${key}`).not.toBe('behind');
        if (place === 'dialog') inDialog += 1;
      }
      expect(inDialog, `${key} presses that landed in the dialog`).toBeGreaterThan(presses / 2);
    }
  }

  /** Escape closes the dialog and gives focus back to the button that opened it. */
  async closeWithEscape(dialog: Locator, opener: Locator): Promise<void> {
    await this.page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  }
}
