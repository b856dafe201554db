import { useTranslation } from 'next-i18next/pages';
import { AccountLayout } from './account-layout';
import { AvatarForm } from './avatar-form';
import { ChangePasswordForm } from './change-password-form';
import { ProfileForm } from './profile-form';

/** /account/edit: profile picture, personal details and password, one card each. */
export function EditProfileScreen() {
  const { t } = useTranslation('account');
  return (
    <AccountLayout title={t('edit.title')} metaTitle={t('edit.metaTitle')} description={t('edit.subtitle')}>
      {(user) => (
        <>
          <AvatarForm user={user} />
          {/* Keyed by user: the form takes its starting values once per account. */}
          <ProfileForm key={user.id} user={user} />
          <ChangePasswordForm />
        </>
      )}
    </AccountLayout>
  );
}
