import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import { useTranslation } from 'react-i18next';
import { AVATAR_SIZES, Permission } from '@app/contracts';
import { useHasRight } from '@app/platform';
import { apiErrorText } from '@app/platform/api';
import { useSession } from '@app/platform/session';
import { useAvatar, useObjectUrl } from '@app/ui/person-avatar';
import { removeAvatar, uploadAvatar } from '../api/avatar-api';
import { CameraDialog } from './camera-dialog';

/**
 * A person's avatar (size m) in their popup, and for the person themself or a holder of PERSON_ALL
 * a new one from a file or the camera, or none (PLT-SHELL-07).
 */
export function PersonAvatarEditor({ personId }: { personId: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const avatar = useAvatar(personId, 'm');
  const src = useObjectUrl(avatar.data);
  const own = useSession((s) => s.payload?.person_id === personId);
  const canChange = useHasRight(Permission.PERSON_ALL) || own;
  const input = useRef<HTMLInputElement>(null);
  const [camera, setCamera] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const reload = () => queryClient.invalidateQueries({ queryKey: ['avatar', personId] });
  const send = async (photo: Blob) => {
    setCamera(false);
    setError(null);
    setProgress(0);
    try {
      await uploadAvatar(personId, photo, setProgress);
      await reload();
    } catch (failure) {
      setError(`${t('documents.upload_failed')} ${apiErrorText(failure, '')}`);
    } finally {
      setProgress(null);
    }
  };
  const remove = async () => {
    setError(null);
    try {
      await removeAvatar(personId);
      await reload();
    } catch (failure) {
      setError(apiErrorText(failure, t('entity_popup.load_failed')));
    }
  };

  const side = AVATAR_SIZES.m / 2;
  return (
    <Stack spacing={1} data-testid="person-avatar">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Avatar
          src={src}
          alt={t('avatar.alt')}
          sx={{ width: side, height: side }}
          data-testid={src ? 'person-avatar-image' : 'person-avatar-empty'}
        />
        {canChange ? (
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
            <Button
              variant="outlined"
              size="small"
              disabled={progress !== null}
              onClick={() => input.current?.click()}
              data-testid="avatar-pick"
            >
              {t('avatar.pick')}
            </Button>
            <Button
              variant="outlined"
              size="small"
              startIcon={<PhotoCameraIcon />}
              disabled={progress !== null}
              onClick={() => setCamera(true)}
              data-testid="avatar-camera"
            >
              {t('avatar.camera')}
            </Button>
            {src ? (
              <Button size="small" color="error" onClick={() => void remove()} data-testid="avatar-remove">
                {t('avatar.remove')}
              </Button>
            ) : null}
            <input
              ref={input}
              type="file"
              accept="image/jpeg,image/png,image/webp"
              hidden
              data-testid="avatar-file-input"
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) void send(file);
              }}
            />
          </Stack>
        ) : null}
      </Stack>
      {progress !== null ? <LinearProgress variant="determinate" value={Math.round(progress * 100)} /> : null}
      {error ? (
        <Alert severity="error" onClose={() => setError(null)} data-testid="avatar-error">
          {error}
        </Alert>
      ) : null}
      <CameraDialog open={camera} onCapture={(photo) => void send(photo)} onClose={() => setCamera(false)} />
    </Stack>
  );
}
