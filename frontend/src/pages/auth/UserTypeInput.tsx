import BusinessCenterOutlined from '@mui/icons-material/BusinessCenterOutlined';
import PsychologyOutlined from '@mui/icons-material/PsychologyOutlined';
import { Box, ButtonBase, FormHelperText, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { ValidationError, useInput, useTranslate } from 'react-admin';

const OPTIONS = [
  { value: 'specialist', icon: PsychologyOutlined },
  { value: 'business_owner', icon: BusinessCenterOutlined },
] as const;

/** Chooses the account type at registration: Specialist or Business Owner/Freelancer. */
export function UserTypeInput() {
  const translate = useTranslate();
  const { field, fieldState, formState } = useInput({ source: 'user_type' });
  const showError = Boolean(fieldState.error && (fieldState.isTouched || formState.isSubmitted));
  return (
    <Box sx={{ mt: 2, mb: 1 }}>
      <Typography id="user-type-label" variant="subtitle2" sx={{ mb: 1 }}>
        {translate('app.auth.register.user_type')}
      </Typography>
      <Box
        role="radiogroup"
        aria-labelledby="user-type-label"
        aria-invalid={showError}
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1.5 }}
      >
        {OPTIONS.map(({ value, icon: Icon }) => {
          const selected = field.value === value;
          return (
            <ButtonBase
              key={value}
              role="radio"
              aria-checked={selected}
              data-testid={`user-type-${value}`}
              onClick={() => {
                field.onChange(value);
                field.onBlur();
              }}
              sx={(t) => ({
                justifyContent: 'flex-start',
                alignItems: 'flex-start',
                textAlign: 'left',
                gap: 1.5,
                p: 1.75,
                borderRadius: `${t.shape.borderRadius}px`,
                border: 1.5,
                borderColor: selected ? 'primary.main' : showError ? 'error.main' : 'divider',
                bgcolor: selected ? alpha(t.palette.primary.main, 0.07) : 'transparent',
                transition: 'border-color .15s, background-color .15s',
              })}
            >
              <Icon sx={{ color: selected ? 'primary.main' : 'text.secondary', mt: 0.25 }} />
              <Box>
                <Typography variant="body2" fontWeight={600}>
                  {translate(`app.roles.${value}`)}
                </Typography>
                <Typography variant="caption" color="text.secondary" component="p">
                  {translate(`app.auth.register.${value}_hint`)}
                </Typography>
              </Box>
            </ButtonBase>
          );
        })}
      </Box>
      {showError && (
        <FormHelperText error>
          {/* react-admin keeps a validator's message as { message, args }; ValidationError translates it. */}
          <ValidationError error={fieldState.error!.message as unknown as string} />
        </FormHelperText>
      )}
    </Box>
  );
}
