import { SetPasswordPage } from './SetPasswordPage';

export default function CreatePasswordPage() {
  return <SetPasswordPage purpose="create" />;
}
