import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import { useTranslation } from 'react-i18next';
import type { HelpTooltipProps, InfoCardProps } from '@app/contracts';
import { headerIcon } from './header-icons';

// values may be data ('12') as well as keys: a value without a text shows as it is
const textOf = (t: (key: string, options: { defaultValue: string }) => string, value: string) => t(value, { defaultValue: value });

/** HelpButton: a help icon whose tooltip has a title plus a text or bulleted texts (FILTER-06). */
export function HelpButton({ props, testId }: { props: HelpTooltipProps; testId: string }) {
  const { t } = useTranslation();
  const content = (
    <Box data-testid={`${testId}-help-tooltip`}>
      <Typography variant="subtitle2">{t(props.title)}</Typography>
      {props.text ? <Typography variant="body2">{t(props.text)}</Typography> : null}
      {props.texts?.length ? (
        <Box component="ul" sx={{ m: 0, pl: 2 }}>
          {props.texts.map((text) => (
            <li key={text}>
              <Typography variant="body2">{t(text)}</Typography>
            </li>
          ))}
        </Box>
      ) : null}
    </Box>
  );
  return (
    <Tooltip title={content} enterTouchDelay={0}>
      <IconButton aria-label={t('list_header.help')} data-testid={`${testId}-help`}>
        <HelpOutlineIcon />
      </IconButton>
    </Tooltip>
  );
}

/** Tooltip: an info card whose rows each have a title and values (FILTER-06). */
export function InfoCardTooltip({ props, testId }: { props: InfoCardProps; testId: string }) {
  const { t } = useTranslation();
  const content = (
    <Box component="dl" data-testid={`${testId}-info-card`} sx={{ m: 0 }}>
      {props.rows.map((row) => (
        <Box key={row.title} sx={{ mb: 0.5 }}>
          <Typography component="dt" variant="subtitle2">
            {textOf(t, row.title)}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            {row.values.map((v) => textOf(t, v)).join(', ')}
          </Typography>
        </Box>
      ))}
    </Box>
  );
  return (
    <Tooltip title={content} enterTouchDelay={0}>
      <IconButton aria-label={t('list_header.info')} data-testid={`${testId}-info`}>
        {headerIcon(props.icon) ?? <InfoOutlinedIcon />}
      </IconButton>
    </Tooltip>
  );
}
