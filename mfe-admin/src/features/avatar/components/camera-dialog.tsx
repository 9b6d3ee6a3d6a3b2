import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';

export interface CameraDialogProps {
  open: boolean;
  onCapture(photo: Blob): void;
  onClose(): void;
}

/** A frame of the video as a JPEG. */
function frameOf(video: HTMLVideoElement): Promise<Blob | null> {
  const canvas = document.createElement('canvas');
  canvas.width = video.videoWidth;
  canvas.height = video.videoHeight;
  canvas.getContext('2d')?.drawImage(video, 0, 0);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.9));
}

/** The camera while the dialog is open: it is asked for on mount and let go on unmount. */
function CameraView({ onCapture, onClose }: Omit<CameraDialogProps, 'open'>) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [stream, setStream] = useState<MediaStream | null>(null);
  // the camera is granted before its first frame arrives; a photo taken before that frame was empty
  const [showing, setShowing] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    let opened: MediaStream | null = null;
    const asked = navigator.mediaDevices?.getUserMedia
      ? navigator.mediaDevices.getUserMedia({ video: true, audio: false })
      : Promise.reject(new Error('no camera API'));
    asked
      .then((media) => {
        opened = media;
        if (live) setStream(media);
        else media.getTracks().forEach((track) => track.stop());
      })
      .catch(() => {
        if (live) setFailed(true);
      });
    return () => {
      live = false;
      opened?.getTracks().forEach((track) => track.stop());
    };
  }, []);

  useEffect(() => {
    if (video.current && stream) video.current.srcObject = stream;
  }, [stream]);

  const capture = async () => {
    const photo = video.current ? await frameOf(video.current) : null;
    if (photo) onCapture(photo);
    else setFailed(true);
  };

  return (
    <>
      <DialogContent>
        {failed ? (
          <Alert severity="error" data-testid="avatar-camera-error">
            {t('avatar.camera_failed')}
          </Alert>
        ) : (
          <video
            ref={video}
            autoPlay
            playsInline
            muted
            onLoadedData={() => setShowing(true)}
            style={{ width: '100%' }}
            data-testid="avatar-camera-video"
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('avatar.cancel')}</Button>
        <Button
          variant="contained"
          disabled={!stream || !showing || failed}
          onClick={() => void capture()}
          data-testid="avatar-camera-capture"
        >
          {t('avatar.capture')}
        </Button>
      </DialogActions>
    </>
  );
}

/**
 * Takes a photo with the device's camera (getUserMedia). A camera that is missing, refused or busy
 * shows the spec's 'Can not connect to camera'.
 */
export function CameraDialog({ open, onCapture, onClose }: CameraDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>{t('avatar.camera_title')}</DialogTitle>
      {open ? <CameraView onCapture={onCapture} onClose={onClose} /> : null}
    </Dialog>
  );
}
