import KeyOutlined from '@mui/icons-material/KeyOutlined';
import LinkOffOutlined from '@mui/icons-material/LinkOffOutlined';
import { Button, Card, CardContent, CardHeader, List, ListItem, ListItemIcon, ListItemText } from '@mui/material';
import { useDelete, useNotify, useTranslate } from 'react-admin';
import type { Me } from '../providers/accountsApi';
import { shownErrorOf } from '../providers/apiErrors';
import { GoogleGlyph } from '../components/GoogleSignInButton';

/** Identity providers by their brand names, the same in every language. */
const PROVIDER_NAMES: Record<string, string> = { google: 'Google' };

/**
 * The ways the account signs in (`sign_in_methods` of GET /auth/me), each linked provider with a way to
 * unlink it. The only way in cannot go: the button is off, and the hint says to choose a password first.
 */
export function SignInMethodsCard({ me, onChanged }: { me: Me; onChanged: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [unlink, { isPending }] = useDelete();
  const methods = me.sign_in_methods ?? [];
  const onlyOne = methods.length <= 1;

  const unlinkMethod = (method: string) =>
    void unlink(
      'sign-in-methods',
      { id: method },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => (notify('app.domain.identityUnlinked', { type: 'success' }), onChanged()),
        onError: (e) => notify(shownErrorOf(e).message, { type: 'error' }),
      },
    );

  return (
    <Card data-testid="sign-in-methods">
      <CardHeader
        title={translate('app.account.sign_in_methods.title')}
        subheader={translate(
          onlyOne && methods[0] !== 'password'
            ? 'app.account.sign_in_methods.only_one'
            : 'app.account.sign_in_methods.hint',
        )}
      />
      <CardContent sx={{ pt: 0 }}>
        <List dense disablePadding>
          {methods.map((method) => (
            <ListItem
              key={method}
              disableGutters
              data-testid={`sign-in-method-${method}`}
              secondaryAction={
                method !== 'password' && (
                  <Button
                    size="small"
                    startIcon={<LinkOffOutlined />}
                    onClick={() => unlinkMethod(method)}
                    disabled={onlyOne}
                    loading={isPending}
                    data-testid={`sign-in-method-unlink-${method}`}
                  >
                    {translate('app.account.sign_in_methods.unlink')}
                  </Button>
                )
              }
            >
              <ListItemIcon sx={{ minWidth: 36 }}>
                {method === 'password' ? <KeyOutlined fontSize="small" /> : <GoogleGlyph />}
              </ListItemIcon>
              <ListItemText
                primary={
                  method === 'password'
                    ? translate('app.account.sign_in_methods.password')
                    : (PROVIDER_NAMES[method] ?? method)
                }
              />
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}
