import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DocumentRights, type DocumentEntityType, type DocumentFlags, type DocumentItem } from '@app/contracts';
import { useHasRight } from '@app/platform';
import { apiErrorText, saveBlob } from '@app/platform/api';
import { confirm } from '@app/ui/dialog-store';
import { QueryProblem } from '@app/ui/query-state';
import { changeDocumentFlags, deleteDocument, documentsKey, downloadDocument, uploadDocument, useDocuments } from '../api/documents-api';
import { DocumentsTable } from './documents-table';
import { UploadZone } from './upload-zone';

export interface DocumentsTabProps {
  entity: DocumentEntityType;
  id: number;
}

type Notice = { severity: 'success' | 'error'; text: string; hint?: string };

/**
 * The Documents tab of the person and branch popups (spec 001 'Document'): the documents the caller
 * may see; with DOCUMENT_ALL an upload (drop or pick, with progress), the visibility flags and delete.
 */
export function DocumentsTab({ entity, id }: DocumentsTabProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const documents = useDocuments(entity, id);
  const canEdit = useHasRight(DocumentRights.edit);
  const [progress, setProgress] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const reload = () => queryClient.invalidateQueries({ queryKey: documentsKey(entity, id) });

  const failed = (failure: unknown, fallback: string) => setNotice({ severity: 'error', text: apiErrorText(failure, fallback) });

  const upload = async (file: File, flags: Required<DocumentFlags>) => {
    setNotice(null);
    setProgress(0);
    try {
      await uploadDocument(entity, id, file, flags, setProgress);
      setNotice({ severity: 'success', text: t('documents.uploaded', { name: file.name }) });
      await reload();
    } catch (failure) {
      // the server's reason ('The file is larger than 10 MB.') under the spec's title and hint
      setNotice({ severity: 'error', text: apiErrorText(failure, ''), hint: t('documents.upload_failed') });
    } finally {
      setProgress(null);
    }
  };

  const act = async (work: () => Promise<unknown>, done?: string) => {
    setNotice(null);
    setBusy(true);
    try {
      await work();
      if (done) setNotice({ severity: 'success', text: done });
    } catch (failure) {
      failed(failure, t('entity_popup.load_failed'));
    } finally {
      setBusy(false);
      await reload();
    }
  };

  const remove = async (doc: DocumentItem) => {
    if (!(await confirm({ title: t('documents.delete_title'), message: t('documents.delete_confirm', { name: doc.filename }) }))) return;
    await act(() => deleteDocument(doc), t('documents.deleted'));
  };

  const download = async (doc: DocumentItem) => {
    try {
      saveBlob(await downloadDocument(doc.entity_type, doc.entity_id, doc.id), doc.filename);
    } catch (failure) {
      failed(failure, t('documents.download_failed'));
    }
  };

  if (documents.isPending) return <Skeleton height={120} />;
  if (documents.isError) return <QueryProblem query={documents} failed="entity_popup.load_failed" testId="documents" />;
  return (
    <Stack spacing={2}>
      {notice ? (
        <Alert severity={notice.severity} onClose={() => setNotice(null)} data-testid={`documents-${notice.severity}`}>
          {notice.hint ? <strong>{notice.hint}: </strong> : null}
          {notice.text}
        </Alert>
      ) : null}
      {documents.data.length ? (
        <DocumentsTable
          documents={documents.data}
          canEdit={canEdit}
          busy={busy}
          onFlags={(doc, change) => void act(() => changeDocumentFlags(doc, change))}
          onDownload={(doc) => void download(doc)}
          onDelete={(doc) => void remove(doc)}
        />
      ) : (
        <Typography color="text.secondary" data-testid="documents-empty">
          {t('documents.empty')}
        </Typography>
      )}
      {canEdit ? <UploadZone progress={progress} onUpload={(file, flags) => void upload(file, flags)} /> : null}
    </Stack>
  );
}
