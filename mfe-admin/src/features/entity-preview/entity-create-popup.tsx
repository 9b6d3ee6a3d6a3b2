import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';
import type { FormTemplate, ListTemplate } from '@app/contracts';
import { toast, toastWarnings } from '@app/ui/dialog-store';
import { TemplateForm, useFormTemplate, useTemplateForm } from '@app/ui/template-form';
import { RevealOnceDialog } from '../../components/reveal-once-dialog';
import { revealedValue } from '../../lib/revealed-value';
import { PopupFrame } from '@app/ui/popup';
import { createEntityRecord } from './api/entity-record-api';
import type { UnsavedChanges } from '@app/ui/popup';

export interface EntityCreatePopupProps {
  list: ListTemplate;
  unsaved: UnsavedChanges;
  /** values the form starts with, e.g. the person a contract is added to from the person popup */
  preset?: Record<string, unknown>;
  /** the record this one is a clone of: its values are the preset, title and toast say so (ERR-GEN-07) */
  cloneOf?: number;
  onClose(): void;
  /** after a successful create: the popup closes (close_on_create) or the record opens */
  onCreated(id: number): void;
}

const FORM_ID = 'entity-create-form';

interface CreateFormProps {
  template: FormTemplate;
  unsaved: UnsavedChanges;
  preset?: Record<string, unknown>;
  cloneOf?: number;
  onCreated(id: number): void;
}

function CreateForm({ template, unsaved, preset, cloneOf, onCreated }: CreateFormProps) {
  const { t } = useTranslation();
  // a value the server answers only once (reveal_once) is shown before the record opens
  const [revealed, setRevealed] = useState<{ id: number; value: string } | null>(null);
  const state = useTemplateForm({
    template,
    record: preset,
    onSubmit: async (payload) => {
      const created = await createEntityRecord(template.url, payload);
      const done =
        cloneOf === undefined
          ? t('template_form.created', { id: created.data.id })
          : t('template_form.cloned', { from: cloneOf, id: created.data.id });
      toast(done, { severity: 'success', testId: 'entity-popup-toast' });
      toastWarnings(created.meta, 'entity-popup-toast');
      unsaved.setDirty(false);
      const value = revealedValue(template, created.data);
      if (value) setRevealed({ id: created.data.id, value });
      else onCreated(created.data.id);
    },
  });
  const dirty = state.form.formState.isDirty;
  useEffect(() => unsaved.setDirty(dirty), [dirty, unsaved]);
  return (
    <>
      <TemplateForm state={state} id={FORM_ID} testId="entity-form" columns={2} />
      {revealed ? <RevealOnceDialog value={revealed.value} onDone={() => onCreated(revealed.id)} /> : null}
    </>
  );
}

/** The create popup at `/{entity}/new`: the list template's form, validated, then POSTed. */
export function EntityCreatePopup({ list, unsaved, preset, cloneOf, onClose, onCreated }: EntityCreatePopupProps) {
  const { t } = useTranslation();
  const form = useFormTemplate(list.form_name);
  return (
    <PopupFrame
      testId={`entity-create-${list.key}`}
      title={cloneOf === undefined ? t('entity_popup.create_title') : t('entity_popup.clone_title', { id: cloneOf })}
      minimal={list.minimal_popup}
      onClose={onClose}
      canEscape={() => !unsaved.isDirty()}
      actions={
        <>
          <Button onClick={onClose} data-testid="entity-form-cancel">
            {t('app.cancel')}
          </Button>
          <Button variant="contained" type="submit" form={FORM_ID} disabled={!form.data} data-testid="entity-form-save">
            {t('template_form.save')}
          </Button>
        </>
      }
    >
      {form.isPending ? (
        <Skeleton height={200} />
      ) : form.isError ? (
        <Alert severity="error">{t('entity_popup.load_failed')}</Alert>
      ) : (
        <CreateForm template={form.data} unsaved={unsaved} preset={preset} cloneOf={cloneOf} onCreated={onCreated} />
      )}
    </PopupFrame>
  );
}
