import type { ReactElement } from 'react';
import AddIcon from '@mui/icons-material/Add';
import AssessmentIcon from '@mui/icons-material/Assessment';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';

/** The icons header blocks may name; an unknown name shows no icon rather than a wrong one. */
const ICONS: Record<string, ReactElement> = {
  Add: <AddIcon fontSize="small" />,
  Assessment: <AssessmentIcon fontSize="small" />,
  FileDownload: <FileDownloadIcon fontSize="small" />,
  Info: <InfoOutlinedIcon fontSize="small" />,
};

export const headerIcon = (name: string | undefined): ReactElement | undefined => (name ? ICONS[name] : undefined);
