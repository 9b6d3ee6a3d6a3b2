/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "require"]}
 */
import { render } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { useState, type ReactNode } from 'react';
import { holdEarlyInput, releaseEarlyInput } from './early-input';
import { hydrateInSteps } from './hydrate-in-steps';
import { HydrateLater } from './hydrate-later';

// The pages that hydrate in steps run on Preact (ADR 0288, 0289): so does this test (its CommonJS files, one Preact).
jest.mock('react', () => jest.requireActual('preact/compat'));
jest.mock('react-dom/client', () => jest.requireActual('preact/compat/client'));
jest.mock('react/jsx-runtime', () => jest.requireActual('preact/jsx-runtime'));

let rendered: string[] = [];
let pressed = 0;
let submitted = 0;

function Part({ name, children }: { name: string; children: ReactNode }) {
  rendered.push(name);
  return <>{children}</>;
}

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {`pressed ${count}`}
    </button>
  );
}

const page = (
  <main>
    <Part name="frame">
      <h1>Offer</h1>
    </Part>
    <HydrateLater step={1}>
      <Part name="facts">
        <p>
          <strong>Branch:</strong> North
        </p>
      </Part>
    </HydrateLater>
    <HydrateLater step={2}>
      <Part name="buttons">
        <form
          onSubmit={(e) => {
            e.preventDefault();
            submitted++;
          }}
        >
          <button type="button" onClick={() => pressed++}>
            Accept
          </button>
          <Counter />
        </form>
      </Part>
    </HydrateLater>
  </main>
);

/** The page's HTML as the build pre-renders it, in a fresh root. */
function prerendered(): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = renderToString(page);
  document.body.replaceChildren(root);
  rendered = [];
  return root;
}

/** Runs the tasks due now and the microtasks after them. */
const nextTasks = () => jest.runOnlyPendingTimersAsync();

beforeEach(() => {
  jest.useFakeTimers();
  pressed = 0;
  submitted = 0;
});
afterEach(() => jest.useRealTimers());

test('the page is taken over a task after the script, then each step in a task of its own, keeping every node and text', async () => {
  const root = prerendered();
  const nodes = [...root.querySelectorAll('*')];
  const changes = new MutationObserver(() => undefined);
  changes.observe(root, { childList: true, subtree: true, characterData: true, attributes: true });

  const done = hydrateInSteps(root, page, 2);
  expect(rendered).toEqual([]);
  await nextTasks();
  expect(rendered).toEqual(['frame']);
  // a part not yet taken over is the HTML: it answers nothing
  root.querySelector('button')!.click();
  expect(pressed).toBe(0);
  await nextTasks();
  expect(rendered).toEqual(['frame', 'facts']);
  await nextTasks();
  expect(rendered).toEqual(['frame', 'facts', 'buttons']);
  await nextTasks();
  await done;

  expect(changes.takeRecords()).toEqual([]);
  expect([...root.querySelectorAll('*')]).toEqual(nodes);
  root.querySelector('button')!.click();
  expect(pressed).toBe(1);
  // the part's state and its render work as the app's
  const counter = root.querySelectorAll('button')[1]!;
  counter.click();
  await nextTasks();
  expect(counter.textContent).toBe('pressed 1');
});

test('a press and a submit made before the take-over are held, then made again for the app', async () => {
  const root = prerendered();
  holdEarlyInput();
  const done = hydrateInSteps(root, page, 2);
  root.querySelector('button')!.click();
  root.querySelector('form')!.requestSubmit();
  // only the last is made again, as a reader's second try would be
  await jest.runAllTimersAsync();
  await done;
  expect([pressed, submitted]).toEqual([0, 0]);
  releaseEarlyInput();
  expect([pressed, submitted]).toEqual([0, 1]);

  holdEarlyInput();
  root.querySelector('button')!.click();
  releaseEarlyInput();
  expect(pressed).toBe(1);
  // released, input goes through as it comes
  root.querySelector('button')!.click();
  expect(pressed).toBe(2);
});

test("a press the page's starter held before the script ran carries over to the app (ADR 0372)", async () => {
  const root = prerendered();
  let starterHolding = true;
  const starterPress = () => root.querySelector('button')!.click();
  (window as unknown as Record<string, unknown>).__earlyInputHandOver = () => {
    starterHolding = false;
    return starterPress;
  };
  holdEarlyInput();
  expect(starterHolding).toBe(false);
  expect((window as unknown as Record<string, unknown>).__earlyInputHandOver).toBeUndefined();
  const done = hydrateInSteps(root, page, 2);
  await jest.runAllTimersAsync();
  await done;
  expect(pressed).toBe(0);
  releaseEarlyInput();
  expect(pressed).toBe(1);
});

test('outside a hydration in steps the parts render at once', () => {
  const root = prerendered();
  root.replaceChildren();
  render(page, root);
  expect(rendered).toEqual(['frame', 'facts', 'buttons']);
  expect(root.querySelector('p')!.textContent).toBe('Branch: North');
});
