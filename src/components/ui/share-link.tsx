import { useState } from 'react';
import { Button } from './button';
import styles from './share-link.module.scss';

interface ShareLinkTexts {
  button: string;
  copied: string;
  link: string;
  error: string;
}

export interface ShareLinkProps {
  texts: ShareLinkTexts;
  /** Makes the link (it may ask the server for a share code); rejects when it cannot. */
  createUrl: () => Promise<string>;
  fullWidth?: boolean;
}

type ShareState = { status: 'idle' | 'busy' | 'error' } | { status: 'copied' | 'shown'; url: string };

/**
 * A share button: makes the link, copies it, and always shows it in a read-only field as well,
 * because the clipboard is refused on insecure origins and in some embedded browsers.
 */
export function ShareLink({ texts, createUrl, fullWidth }: ShareLinkProps) {
  const [state, setState] = useState<ShareState>({ status: 'idle' });

  const share = async () => {
    setState({ status: 'busy' });
    let url: string;
    try {
      url = await createUrl();
    } catch {
      setState({ status: 'error' });
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      setState({ status: 'copied', url });
    } catch {
      setState({ status: 'shown', url });
    }
  };

  return (
    <div className={styles.share}>
      <Button
        variant="outline"
        size="medium"
        fullWidth={fullWidth}
        loading={state.status === 'busy'}
        onClick={() => void share()}
      >
        {texts.button}
      </Button>
      <div role="status" className={styles.status}>
        {state.status === 'copied' && <p>{texts.copied}</p>}
        {state.status === 'error' && <p>{texts.error}</p>}
        {(state.status === 'copied' || state.status === 'shown') && (
          <label className={styles.url}>
            <span>{texts.link}</span>
            <input readOnly value={state.url} onFocus={(e) => e.currentTarget.select()} />
          </label>
        )}
      </div>
    </div>
  );
}
