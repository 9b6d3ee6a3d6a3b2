import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { ExtraPermission } from '@app/contracts';
import { useHasRight } from '@app/platform';
import { apiErrorText } from '@app/platform/api';
import { confirm } from '@app/ui/dialog-store';
import {
  createBlockade,
  massDeleteBlockades,
  massEditBlockades,
  personBlockadesKey,
  readBlockadeForm,
  readNewBlockadeForm,
  updateBlockade,
  useBlockadeTree,
  usePersonBlockades,
  type Blockade,
  type BlockadeFields,
} from './api/blockades-api';
import { BlockadeDialog, type BlockadeDialogMode } from './blockade-dialog';
import { BlockadesTable } from '../../components/blockades/blockades-table';

export interface PersonBlockadesTabProps {
  personId: number;
}

const todayIso = () => new Date().toISOString().slice(0, 10);

/**
 * The person popup's Blockades tab (MD-BLK-01..06): the person's blockades; with BLOCKADE_CREATE the
 * add button and the checkbox column for mass edit, with BLOCKADE_DELETE mass deletion. The list is
 * read again after every save or cancel.
 */
export function PersonBlockadesTab({ personId }: PersonBlockadesTabProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const canCreate = useHasRight([ExtraPermission.BLOCKADE_CREATE, ExtraPermission.BLOCKADE_ALL]);
  const canDelete = useHasRight([ExtraPermission.BLOCKADE_DELETE, ExtraPermission.BLOCKADE_ALL]);
  const list = usePersonBlockades(personId);
  const [mode, setMode] = useState<BlockadeDialogMode | null>(null);
  const tree = useBlockadeTree(personId, mode !== null);
  const [selected, setSelected] = useState<number[]>([]);
  const [dialogError, setDialogError] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);

  const reload = () => queryClient.invalidateQueries({ queryKey: personBlockadesKey(personId) });
  const open = async (next: () => Promise<BlockadeDialogMode> | BlockadeDialogMode) => {
    setDialogError(null);
    setNotice(null);
    try {
      setMode(await next());
    } catch (failure) {
      setNotice({ severity: 'error', text: apiErrorText(failure, t('blockades.load_failed')) });
    }
  };
  // the spec's form calls (MD-BLK-05): the dialog starts from what the server answers, a pool blockade unless edited
  const openNew = () => open(async () => ({ kind: 'new', form: await readNewBlockadeForm(personId, [], false) }));
  const openEdit = (blockade: Blockade) =>
    open(async () => ({ kind: 'edit', blockade: await readBlockadeForm(blockade.id, blockade.personal) }));
  const close = () => {
    setMode(null);
    void reload();
  };

  const save = async (fields: BlockadeFields | Partial<BlockadeFields>) => {
    setDialogError(null);
    try {
      if (mode?.kind === 'new') await createBlockade(personId, fields as BlockadeFields);
      else if (mode?.kind === 'edit') await updateBlockade(mode.blockade.id, fields);
      else if (mode?.kind === 'mass') await massEditBlockades(mode.ids, fields);
      setSelected([]);
      setNotice({ severity: 'success', text: t('blockades.saved') });
      close();
    } catch (failure) {
      setDialogError(apiErrorText(failure, t('blockades.save_failed')));
    }
  };

  const removeSelected = async () => {
    if (!(await confirm({ title: t('blockades.delete_title'), message: t('blockades.delete_confirm', { count: selected.length }) })))
      return;
    try {
      await massDeleteBlockades(selected);
      setSelected([]);
      setNotice({ severity: 'success', text: t('blockades.deleted') });
    } catch (failure) {
      setNotice({ severity: 'error', text: apiErrorText(failure, t('blockades.save_failed')) });
    } finally {
      await reload();
    }
  };

  if (list.isPending) return <Skeleton height={120} />;
  if (list.isError)
    return (
      <Alert severity="error" data-testid="person-blockades-error">
        {apiErrorText(list.error, t('blockades.load_failed'))}
      </Alert>
    );
  const { blockades, person_name, personal_blockades_enabled } = list.data;
  return (
    <Stack spacing={2} data-testid="person-blockades">
      {notice ? (
        <Alert severity={notice.severity} onClose={() => setNotice(null)} data-testid="person-blockades-notice">
          {notice.text}
        </Alert>
      ) : null}
      {canCreate || canDelete ? (
        <Stack direction="row" spacing={1}>
          {canCreate ? (
            <Button variant="outlined" onClick={() => void openNew()} data-testid="blockades-add">
              {t('blockades.add')}
            </Button>
          ) : null}
          {canCreate && selected.length ? (
            <Button onClick={() => void open(() => ({ kind: 'mass', ids: selected }))} data-testid="blockades-mass-edit">
              {t('blockades.mass_edit', { count: selected.length })}
            </Button>
          ) : null}
          {canDelete && selected.length ? (
            <Button color="error" onClick={() => void removeSelected()} data-testid="blockades-mass-delete">
              {t('blockades.mass_delete', { count: selected.length })}
            </Button>
          ) : null}
        </Stack>
      ) : null}
      <BlockadesTable
        blockades={blockades}
        selectable={canCreate || canDelete}
        selected={selected}
        onSelect={setSelected}
        onOpen={canCreate ? (blockade) => void openEdit(blockade) : undefined}
      />
      <BlockadeDialog
        mode={mode}
        personName={person_name}
        personalEnabled={personal_blockades_enabled}
        tree={tree.data ?? []}
        today={todayIso()}
        error={dialogError ?? (tree.isError ? t('blockades.load_failed') : null)}
        onSubmit={save}
        onClose={close}
      />
    </Stack>
  );
}
