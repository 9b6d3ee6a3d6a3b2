import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '@app/i18n';
import { navigate } from '@app/platform/navigation';
import { useModuleInfo, type PageProps } from '@app/ui/module-routes';
import { PageFrame } from '@app/ui/page-frame';
import { useLiveMenu } from '@app/platform/query';
import { manageGroups } from './manage-groups';

const href = (route: string) => (route.startsWith('/') ? route : `/${route}`);

/** `/manage` (PLT-ROUTE-05): a card per management menu group, linking to every live list the user may open, titled as its page. */
export function ManagePage({ route }: PageProps) {
  const { t } = useTranslation();
  const { remote, version } = useModuleInfo();
  const menu = useLiveMenu(currentLocale());
  let body: React.ReactNode;
  if (menu.isError) body = <Alert severity="error">{t('manage.load_failed')}</Alert>;
  else if (!menu.data) body = <Skeleton height={240} />;
  else {
    const groups = manageGroups(menu.data.menu);
    body = groups.length ? (
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } }}>
        {groups.map((group) => (
          <Card key={group.key} variant="outlined" data-testid={`manage-card-${group.key}`}>
            <CardContent>
              <Typography variant="h6" component="h2">
                {t(group.label)}
              </Typography>
              <List dense>
                {group.items.map((item) => (
                  <ListItem key={item.key} disablePadding>
                    <ListItemButton
                      component="a"
                      href={href(item.route)}
                      onClick={(event: React.MouseEvent) => {
                        event.preventDefault();
                        navigate(href(item.route));
                      }}
                      data-testid={`manage-link-${item.key}`}
                    >
                      <ListItemText primary={item.title} />
                    </ListItemButton>
                  </ListItem>
                ))}
              </List>
            </CardContent>
          </Card>
        ))}
      </Box>
    ) : (
      <Typography color="text.secondary" data-testid="manage-empty">
        {t('manage.empty')}
      </Typography>
    );
  }
  return (
    <PageFrame remote={remote} version={version} title={route.title}>
      {body}
    </PageFrame>
  );
}
