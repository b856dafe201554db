import type { UserDto } from '@contract/api';
import { useTranslation } from 'next-i18next/pages';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { notify } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { IconAlertCircle } from '@/components/ui/icons';
import { AVATAR_ACCEPT } from '@/config/constants';
import { apiErrorMessage } from '@/lib/api-error-message';
import { useValidationMessage, validateAvatarFile } from '@/lib/validation';
import { useUpdateAvatar } from '../api/update-avatar';
import { AccountAvatar } from './account-avatar';
import { IconImage, IconUpload } from './account-icons';
import { EditSection } from './edit-section';
import styles from './avatar-form.module.scss';

interface Selection {
  file: File;
  /** Object URL of the file for the preview; null where the browser cannot make one. */
  previewUrl: string | null;
}

function toSelection(file: File): Selection {
  const previewUrl = typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
  return { file, previewUrl };
}

function release(selection: Selection | null) {
  if (selection?.previewUrl) URL.revokeObjectURL(selection.previewUrl);
}

/** Profile picture: choose, check (≤ 2 MB, jpg/jpeg/png), preview, upload. */
export function AvatarForm({ user }: { user: UserDto }) {
  const { t, i18n } = useTranslation('account');
  const { t: tCommon } = useTranslation('common');
  const fieldMessage = useValidationMessage();
  const { trigger: uploadAvatar } = useUpdateAvatar();
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const [selection, setSelection] = useState<Selection | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const file = selection?.file ?? null;
  const previewUrl = selection?.previewUrl ?? null;

  // The preview URL is released whenever the selection changes and when the form goes away.
  const selectionRef = useRef<Selection | null>(null);
  const select = (next: Selection | null) => {
    release(selectionRef.current);
    selectionRef.current = next;
    setSelection(next);
  };
  useEffect(
    () => () => {
      release(selectionRef.current);
      selectionRef.current = null;
    },
    [],
  );

  const onChoose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    // Clearing the input lets the same file be picked again after a fix or a cancel.
    event.target.value = '';
    if (!chosen) return;
    const problem = validateAvatarFile(chosen);
    if (problem) {
      select(null);
      setError(fieldMessage(problem) ?? null);
      return;
    }
    setError(null);
    select(toSelection(chosen));
  };

  const cancel = () => {
    select(null);
    setError(null);
    inputRef.current?.focus();
  };

  const upload = async () => {
    if (!file) return;
    setUploading(true);
    setError(null);
    try {
      await uploadAvatar(file);
      select(null);
      notify.success(t('edit.avatar.success'));
    } catch (err) {
      // The chosen file stays selected so the upload can simply be retried.
      setError(apiErrorMessage(tCommon, err));
    } finally {
      setUploading(false);
    }
  };

  const formatSize = (bytes: number) => {
    const format = (value: number) => new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(value);
    return bytes >= 1024 * 1024
      ? t('edit.avatar.sizeMb', { value: format(bytes / (1024 * 1024)) })
      : t('edit.avatar.sizeKb', { value: format(Math.max(1, Math.round(bytes / 1024))) });
  };

  return (
    <EditSection id="profile-avatar" title={t('edit.avatar.title')}>
      <div className={styles.layout}>
        <AccountAvatar
          user={user}
          src={previewUrl}
          alt={previewUrl ? t('edit.avatar.previewAlt') : t('edit.avatar.currentAlt')}
        />
        <div className={styles.controls}>
          <p id={hintId} className={styles.hint}>
            {t('edit.avatar.description')}
          </p>
          {file && (
            <p className={styles.selected} aria-live="polite">
              {t('edit.avatar.selected', { name: file.name, size: formatSize(file.size) })}
            </p>
          )}
          {error && (
            <p id={errorId} className={styles.error} role="alert">
              <IconAlertCircle size={16} className={styles.errorIcon} />
              <span>{error}</span>
            </p>
          )}
          <div className={styles.actions}>
            <input
              ref={inputRef}
              id={inputId}
              type="file"
              accept={AVATAR_ACCEPT}
              className={styles.fileInput}
              onChange={onChoose}
              disabled={uploading}
              aria-invalid={error ? true : undefined}
              aria-describedby={[error ? errorId : null, hintId].filter(Boolean).join(' ')}
            />
            <label
              htmlFor={inputId}
              className={styles.chooseButton}
              data-variant={file ? 'outline' : 'filled'}
              data-disabled={uploading || undefined}
            >
              <IconImage size={18} />
              {file ? t('edit.avatar.chooseOther') : t('edit.avatar.choose')}
            </label>
            {file && (
              <>
                <Button
                  size="medium"
                  loading={uploading}
                  leftIcon={<IconUpload size={18} />}
                  onClick={() => void upload()}
                >
                  {t('edit.avatar.upload')}
                </Button>
                <Button size="medium" variant="ghost" disabled={uploading} onClick={cancel}>
                  {t('edit.avatar.cancel')}
                </Button>
              </>
            )}
          </div>
        </div>
      </div>
    </EditSection>
  );
}
