import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import { useTranslation } from 'react-i18next';
import type { HeaderButtonProps } from '@app/contracts';
import { navigate } from '@app/platform/navigation';
import { headerIcon } from './header-icons';

const buttonTestId = (testId: string, props: HeaderButtonProps) => (props.test_id ? `${testId}-${props.test_id}` : undefined);

/** Button: opens its route (create, reports). */
export function HeaderButton({ props, testId }: { props: HeaderButtonProps; testId: string }) {
  const { t } = useTranslation();
  return (
    <Button
      variant={props.variant ?? 'text'}
      startIcon={headerIcon(props.icon)}
      onClick={() => navigate(props.to)}
      data-testid={buttonTestId(testId, props)}
    >
      {t(props.text)}
    </Button>
  );
}

/** ButtonGroup: route buttons side by side. */
export function HeaderButtonGroup({ buttons, testId }: { buttons: HeaderButtonProps[]; testId: string }) {
  const { t } = useTranslation();
  return (
    <ButtonGroup variant="outlined" data-testid={`${testId}-button-group`}>
      {buttons.map((b) => (
        <Button key={b.to} startIcon={headerIcon(b.icon)} onClick={() => navigate(b.to)} data-testid={buttonTestId(testId, b)}>
          {t(b.text)}
        </Button>
      ))}
    </ButtonGroup>
  );
}
