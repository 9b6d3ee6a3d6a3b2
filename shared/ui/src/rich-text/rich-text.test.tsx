/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Editor } from '@tiptap/react';
import type { FormTemplate, RichTextDoc } from '@app/contracts';
import { setLocale } from '@app/i18n';
import { TemplateForm } from '../template-form/template-form';
import { useTemplateForm } from '../template-form/use-template-form';
import { KitProviders } from '../testing/kit-providers';
import { RichTextView } from './rich-text-view';

const TEXTS = { en: { fields: { content: 'Content' } }, nl: { fields: { content: 'Inhoud' } } };

const template: FormTemplate = {
  name: 'announcement',
  url: 'announcement',
  fields: [{ key: 'content', type: 'rich_text', label: 'fields.content', required: true, rules: ['required'], editable: true }],
};

function Harness({ onSubmit, record }: { onSubmit(payload: Record<string, unknown>): Promise<void>; record?: Record<string, unknown> }) {
  const state = useTemplateForm({ template, record, onSubmit });
  return (
    <>
      <TemplateForm state={state} id="f" testId="tf" />
      <button type="submit" form="f">
        save
      </button>
    </>
  );
}

function renderForm(record?: Record<string, unknown>) {
  const onSubmit = jest.fn(async (_payload: Record<string, unknown>) => undefined);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <KitProviders texts={TEXTS}>
        <Harness onSubmit={onSubmit} record={record} />
      </KitProviders>
    </QueryClientProvider>,
  );
  return onSubmit;
}

/** TipTap keeps its editor on the editable element (for tests like this one). */
const editorOf = async () => {
  const element = await screen.findByTestId('tf-content');
  return (element as unknown as { editor: Editor }).editor;
};
const save = () => act(async () => void fireEvent.click(screen.getByText('save')));

const doc: RichTextDoc = {
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Studiedag' }] },
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'Lees ', marks: [{ type: 'bold' }] },
        { type: 'text', text: 'het rooster', marks: [{ type: 'link', attrs: { href: 'https://example.org/r' } }] },
        { type: 'text', text: ' <script>alert(1)</script>' },
      ],
    },
    { type: 'bulletList', content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'punt' }] }] }] },
  ],
};

describe('RichTextView', () => {
  it('renders the document node by node: markup in text stays text, only web and mail links become links', () => {
    const unsafe = {
      type: 'doc',
      content: [
        { type: 'paragraph', content: [{ type: 'text', text: 'klik', marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }] }] },
      ],
    } as RichTextDoc;
    const { container } = render(
      <>
        <RichTextView doc={doc} testId="view" />
        <RichTextView doc={unsafe} testId="unsafe" />
      </>,
    );
    const view = screen.getByTestId('view');
    expect(view.querySelector('h4')?.textContent).toBe('Studiedag');
    expect(view.querySelector('strong')?.textContent).toBe('Lees ');
    expect(view.querySelector('a')?.getAttribute('href')).toBe('https://example.org/r');
    expect(view.querySelector('a')?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(view.querySelector('li')?.textContent).toBe('punt');
    expect(container.querySelector('script')).toBeNull();
    expect(view.textContent).toContain('<script>alert(1)</script>');
    expect(screen.getByTestId('unsafe').querySelector('a')).toBeNull();
    expect(screen.getByTestId('unsafe').textContent).toBe('klik');
  });
});

describe('the rich_text field of a template form', () => {
  beforeEach(() => setLocale('en'));

  it('is required while the document holds no text, and sends the JSON document text with its marks', async () => {
    const onSubmit = renderForm();
    const editor = await editorOf();
    await save();
    expect(screen.getByText('The Content field is required.')).toBeTruthy();
    act(() => void editor.commands.insertContent('Vergadering om negen uur'));
    act(() => void editor.commands.selectAll());
    fireEvent.click(screen.getByTestId('tf-content-bold'));
    await save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(JSON.parse(onSubmit.mock.calls[0]![0].content as string)).toEqual({
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Vergadering om negen uur', marks: [{ type: 'bold' }] }] }],
    });
  });

  it("edits a record's document, with the toolbar labelled in the user's language", async () => {
    renderForm({ content: doc });
    const editor = await editorOf();
    expect(editor.getText()).toContain('Studiedag');
    expect(editor.getJSON().content?.[0]).toEqual({ type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Studiedag' }] });
    expect(screen.getByTestId('tf-content-bulletList').getAttribute('aria-label')).toBe('Bulleted list');
    await act(() => setLocale('nl'));
    expect(screen.getByTestId('tf-content-bulletList').getAttribute('aria-label')).toBe('Opsomming');
  });
});
