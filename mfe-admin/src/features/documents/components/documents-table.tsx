import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import DownloadIcon from '@mui/icons-material/Download';
import { useTranslation } from 'react-i18next';
import type { DocumentFlags, DocumentItem } from '@app/contracts';
import { DateFormat, inAmsterdam } from '@app/platform/dates';
import { FlagCheckboxes } from './flag-checkboxes';

/** 1.2 MB, 34 KB: a size as people read it. */
export function readableSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** The part of a content type people know: pdf, png, docx... */
const shortType = (doc: DocumentItem) => doc.filename.split('.').pop()?.toUpperCase() ?? doc.content_type;

export interface DocumentsTableProps {
  documents: DocumentItem[];
  /** DOCUMENT_ALL: the flags can be changed and documents deleted */
  canEdit: boolean;
  busy: boolean;
  onFlags(doc: DocumentItem, change: DocumentFlags): void;
  onDownload(doc: DocumentItem): void;
  onDelete(doc: DocumentItem): void;
}

/** The entity's documents: name (opens the viewer), type, size, who uploaded it when, who sees it. */
export function DocumentsTable({ documents, canEdit, busy, onFlags, onDownload, onDelete }: DocumentsTableProps) {
  const { t } = useTranslation();
  return (
    <Table size="small" data-testid="documents-table">
      <TableHead>
        <TableRow>
          <TableCell>{t('documents.columns.name')}</TableCell>
          <TableCell>{t('documents.columns.type')}</TableCell>
          <TableCell>{t('documents.columns.size')}</TableCell>
          <TableCell>{t('documents.columns.uploaded')}</TableCell>
          <TableCell>{t('documents.columns.visibility')}</TableCell>
          <TableCell />
        </TableRow>
      </TableHead>
      <TableBody>
        {documents.map((doc) => (
          <TableRow key={doc.id} data-testid={`document-row-${doc.id}`}>
            <TableCell>
              <Link
                href={`/doc-viewer/${doc.entity_type}/${doc.entity_id}/document/${doc.id}`}
                target="_blank"
                rel="noopener"
                data-testid="document-open"
              >
                {doc.filename}
              </Link>
            </TableCell>
            <TableCell>{shortType(doc)}</TableCell>
            <TableCell>{readableSize(doc.size)}</TableCell>
            <TableCell>
              {inAmsterdam(doc.uploaded_at).format(DateFormat.dateTime)} · {doc.uploaded_by}
            </TableCell>
            <TableCell>
              <FlagCheckboxes
                flags={doc}
                disabled={!canEdit || busy}
                onChange={(change) => onFlags(doc, change)}
                testIdPrefix={`document-${doc.id}`}
              />
            </TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              <Tooltip title={t('documents.download')}>
                <IconButton aria-label={t('documents.download')} onClick={() => onDownload(doc)} data-testid="document-download">
                  <DownloadIcon />
                </IconButton>
              </Tooltip>
              {canEdit ? (
                <Tooltip title={t('documents.delete')}>
                  <IconButton
                    aria-label={t('documents.delete')}
                    disabled={busy}
                    onClick={() => onDelete(doc)}
                    data-testid="document-delete"
                  >
                    <DeleteIcon />
                  </IconButton>
                </Tooltip>
              ) : null}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
