// Playwright moves no visible mouse: the screencast shows fields filling and buttons reacting with nothing that
// caused it. The recorder draws a pointer in the page (a dot that follows the mouse and rings on a press) and moves
// the mouse to each control the way a person would, so viewers can follow what is clicked.

/** Added to every page of the recording before its own scripts run. */
export const POINTER_SCRIPT = `
  addEventListener('DOMContentLoaded', () => {
    const dot = document.createElement('div');
    dot.setAttribute('aria-hidden', 'true');
    dot.style.cssText = 'position:fixed;left:0;top:0;width:22px;height:22px;margin:-11px 0 0 -11px;border-radius:50%;' +
      'background:rgba(33,33,33,.35);border:2px solid #fff;box-shadow:0 0 0 1px rgba(0,0,0,.4);pointer-events:none;' +
      'z-index:2147483647;transition:transform .12s;transform:translate(-100px,-100px)';
    document.body.appendChild(dot);
    let x = -100, y = -100;
    const place = (scale) => { dot.style.transform = 'translate(' + x + 'px,' + y + 'px) scale(' + scale + ')'; };
    addEventListener('mousemove', (event) => { x = event.clientX; y = event.clientY; place(1); }, true);
    addEventListener('mousedown', () => place(0.6), true);
    addEventListener('mouseup', () => place(1), true);
  });
`;

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Moves the pointer to the middle of the element in a few visible steps. */
export async function pointAt(page, locator) {
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  if (box) await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 12 });
  await pause(250);
}

/** Points at the control, waits a beat, then clicks it. */
export async function clickLikeAPerson(page, locator) {
  await pointAt(page, locator);
  await locator.click();
  await pause(400);
}

/** Clicks into a field and types at about eight keys a second. */
export async function typeLikeAPerson(page, locator, text) {
  await clickLikeAPerson(page, locator);
  await locator.pressSequentially(text, { delay: 120 });
  await pause(300);
}

/**
 * Picks an option of a select: the pointer goes to it, then the choice is made (a headless browser draws no native
 * drop-down list, so clicking it open would show nothing).
 */
export async function chooseLikeAPerson(page, locator, option) {
  await pointAt(page, locator);
  await locator.selectOption(option);
  await pause(500);
}

export { pause };
