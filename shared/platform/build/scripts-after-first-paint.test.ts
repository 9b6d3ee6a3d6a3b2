/** @jest-environment jsdom */
import { scriptsAfterFirstPaint, starterProgram } from './scripts-after-first-paint';

/**
 * The answer page's scripts start after its first paint (ADR 0372): the page names one small
 * starter, which adds the page's scripts, in their order, once, after the first frame, or after a
 * timer where no frame comes (a hidden tab).
 */
const tag = (tagName: string, attributes: Record<string, string | boolean>) => ({ tagName, voidTag: false, attributes, meta: {} });
const added = () => [...document.head.querySelectorAll('script')].map((s) => ({ src: s.getAttribute('src'), async: s.async }));

let starterListeners: [string, EventListenerOrEventListenerObject][] = [];

beforeEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  jest.useFakeTimers();
  // each test's starter ends its holding after it, as the app's script would
  const add = document.addEventListener.bind(document);
  jest.spyOn(document, 'addEventListener').mockImplementation((type, listener, options) => {
    starterListeners.push([type, listener]);
    add(type, listener, options);
  });
});
afterEach(() => {
  for (const [type, listener] of starterListeners) document.removeEventListener(type, listener, true);
  starterListeners = [];
  jest.restoreAllMocks();
});
afterEach(() => jest.useRealTimers());
const handOver = () => (window as unknown as Record<string, () => (() => void) | null>).__earlyInputHandOver!();

describe('scripts after the first paint', () => {
  it("puts the starter in place of the page's script tags and keeps the rest", () => {
    const style = tag('style', {});
    const { tags, scripts } = scriptsAfterFirstPaint(
      [style, tag('script', { defer: true, src: '/m/runtime.js' }), tag('script', { defer: true, src: '/m/page.js' })],
      '/m/start.1.js',
    );
    expect(scripts).toEqual(['/m/runtime.js', '/m/page.js']);
    expect(tags.map((t) => [t.tagName, t.attributes.src ?? null, t.attributes.defer ?? null])).toEqual([
      ['style', null, null],
      ['script', '/m/start.1.js', true],
    ]);
  });

  it('leaves a page without scripts as it is', () => {
    const tags = [tag('style', {})];
    expect(scriptsAfterFirstPaint(tags, '/m/start.1.js').tags).toBe(tags);
  });

  it('adds the scripts in their order after the first frame, once, not before', () => {
    new Function(starterProgram(['/m/runtime.js', '/m/page.js']))();
    expect(added()).toEqual([]);
    // the frame, then the task after it
    jest.advanceTimersByTime(17);
    jest.advanceTimersByTime(1);
    expect(added()).toEqual([
      { src: '/m/runtime.js', async: false },
      { src: '/m/page.js', async: false },
    ]);
    // the timer meant for a hidden tab adds nothing more
    jest.advanceTimersByTime(500);
    expect(added()).toHaveLength(2);
  });

  it('adds them after a quarter second where no frame comes', () => {
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    new Function(starterProgram(['/m/page.js']))();
    jest.advanceTimersByTime(249);
    expect(added()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(added()).toEqual([{ src: '/m/page.js', async: false }]);
  });

  it('holds a button press from the first paint, leaves links alone, and hands the press over to the app', () => {
    document.body.innerHTML = '<a href="#faq">FAQ</a><button type="button">Accept</button>';
    let pressedByApp = 0;
    new Function(starterProgram(['/m/page.js']))();
    const link = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('a')!.dispatchEvent(link);
    expect(link.defaultPrevented).toBe(false);
    const press = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('button')!.dispatchEvent(press);
    expect(press.defaultPrevented).toBe(true);
    // the app's script takes the press over: the starter holds no more, and the press is made again for the app
    const held = handOver();
    document.querySelector('button')!.addEventListener('click', () => pressedByApp++);
    held!();
    expect(pressedByApp).toBe(1);
    const later = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('button')!.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
    expect(pressedByApp).toBe(2);
  });
});
