import { useRef, useState, type DragEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DOCUMENT_MAX_MB, type DocumentFlags } from '@app/contracts';
import { FlagCheckboxes } from './flag-checkboxes';

export const NO_FLAGS: Required<DocumentFlags> = {
  visible_for_board: false,
  visible_for_school: false,
  visible_for_substitute: false,
  restricted_to_branch: false,
};

export interface UploadZoneProps {
  /** share of the running upload sent (0 to 1), null when none runs */
  progress: number | null;
  onUpload(file: File, flags: Required<DocumentFlags>): void;
}

/** Drop a file here or pick one, with the visibility it gets; a bar shows the upload's progress. */
export function UploadZone({ progress, onUpload }: UploadZoneProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [flags, setFlags] = useState(NO_FLAGS);
  const [over, setOver] = useState(false);
  const busy = progress !== null;

  const take = (files: FileList | null) => {
    const file = files?.[0];
    if (file && !busy) onUpload(file, flags);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    take(event.dataTransfer.files);
  };

  return (
    <Stack spacing={1}>
      <Box
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
        data-testid="documents-drop-zone"
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: over ? 'primary.main' : 'divider',
          borderRadius: 1,
          p: 2,
          textAlign: 'center',
        }}
      >
        <Typography color="text.secondary" gutterBottom>
          {t('documents.drop_here', { max: DOCUMENT_MAX_MB })}
        </Typography>
        <Button variant="outlined" disabled={busy} onClick={() => input.current?.click()} data-testid="documents-pick">
          {t('documents.pick')}
        </Button>
        <input
          ref={input}
          type="file"
          hidden
          data-testid="documents-file-input"
          onChange={(event) => {
            take(event.target.files);
            event.target.value = '';
          }}
        />
      </Box>
      <FlagCheckboxes flags={flags} disabled={busy} onChange={(change) => setFlags({ ...flags, ...change })} testIdPrefix="documents-new" />
      {busy ? <LinearProgress variant="determinate" value={Math.round(progress * 100)} data-testid="documents-progress" /> : null}
    </Stack>
  );
}
