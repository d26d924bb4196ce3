import { SetPasswordPage } from './SetPasswordPage';

export default function ResetPasswordPage() {
  return <SetPasswordPage purpose="reset" />;
}
