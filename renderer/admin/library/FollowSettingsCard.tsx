import { useState, type SubmitEvent } from 'react';
import { Button, Card, FormGroup, HTMLSelect, InputGroup, Switch, TextArea, H2 } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import {
  LIBRARY_CHANNELS,
  LIBRARY_SOURCE,
  type LibraryChannel,
  type LibraryStatus,
} from '../../../common/api/library-bundles';
import { ADMIN_NAMESPACE } from '../../i18n/admin-i18n';
import { ConfirmAlert } from '../shell/ConfirmAlert';
import { showToast } from '../shell/toaster';
import { serverErrorText } from '../shell/server-error-text';
import { looksLikePublicKey, publicKeyLine } from './public-key-text';
import { useSaveFollowSettings, useStopFollowing } from './queries';

interface FollowSettingsCardProps {
  status: LibraryStatus;
}

/**
 * Makes this install a follower: the hub's address (optional), its public key (required), the
 * channel, the shop's relay asked before the hub (an address, or found on the LAN), and whether this
 * kiosk is itself a relay.
 */
export function FollowSettingsCard({ status }: FollowSettingsCardProps) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const [hubUrl, setHubUrl] = useState(status.follower?.hubUrl ?? '');
  const [publicKey, setPublicKey] = useState(status.follower?.publicKey ?? '');
  const [channel, setChannel] = useState<LibraryChannel>(status.follower?.channel ?? 'pilot');
  const [relay, setRelay] = useState(status.follower?.relay ?? '');
  const [findRelay, setFindRelay] = useState(status.follower?.findRelay ?? false);
  const [serveOthers, setServeOthers] = useState(status.follower?.serveOthers ?? false);
  const [errors, setErrors] = useState<{ hubUrl?: string; relay?: string; publicKey?: string }>({});
  const [confirmStop, setConfirmStop] = useState(false);
  const [confirmFollow, setConfirmFollow] = useState(false);
  // A hub that starts following stops being its kiosks' source: asked before, not found out after.
  const publishedHere =
    status.role === 'hub' && status.served?.origin === 'published' ? status.served.version : null;
  const save = useSaveFollowSettings();
  const stop = useStopFollowing();

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: typeof errors = {};
    const address = hubUrl.trim();
    if (address !== '' && !LIBRARY_SOURCE.test(address)) found.hubUrl = t('library.follow.badUrl');
    const relayAddress = relay.trim();
    if (relayAddress !== '' && !LIBRARY_SOURCE.test(relayAddress)) found.relay = t('library.follow.badRelay');
    if (publicKey.trim() === '') found.publicKey = t('library.follow.keyRequired');
    else if (!looksLikePublicKey(publicKey)) found.publicKey = t('library.follow.badKey');
    // Said before the question whether a hub should follow at all, which the server would refuse after.
    else if (publicKeyLine(publicKey) === status.signingKey?.publicKey)
      found.publicKey = t('serverErrors.LIBRARY_OWN_KEY');
    setErrors(found);
    if (found.hubUrl || found.relay || found.publicKey) return;
    if (publishedHere !== null) setConfirmFollow(true);
    else saveSettings();
  }

  // mutateAsync, not mutate's callbacks: a save or stop that changes the key redraws this card, and
  // TanStack Query drops the callbacks of a card gone by then, toast included.
  function saveSettings() {
    save.mutateAsync({ hubUrl, publicKey, channel, relay, findRelay, serveOthers }).then(
      () => showToast({ title: t('library.follow.saved') }),
      (error: unknown) => setErrors({ publicKey: serverErrorText(error, t('common.unknownError')) }),
    );
  }

  return (
    <Card className="library-card">
      <H2 className="admin-card-title">{t('library.follow.title')}</H2>
      <p>{t('library.follow.help')}</p>
      <form onSubmit={submit} noValidate>
        <FormGroup
          label={t('library.follow.hubUrl')}
          labelFor="library-hub-url"
          labelInfo={t('library.follow.optional')}
          helperText={errors.hubUrl ?? t('library.follow.hubUrlHelp')}
          intent={errors.hubUrl ? 'danger' : 'none'}
        >
          <InputGroup
            id="library-hub-url"
            value={hubUrl}
            placeholder="http://hub.shop.lan:3000"
            intent={errors.hubUrl ? 'danger' : 'none'}
            onValueChange={setHubUrl}
          />
        </FormGroup>
        <FormGroup
          label={t('library.follow.publicKey')}
          labelFor="library-public-key"
          labelInfo={t('library.follow.required')}
          helperText={errors.publicKey ?? t('library.follow.publicKeyHelp')}
          intent={errors.publicKey ? 'danger' : 'none'}
        >
          <TextArea
            id="library-public-key"
            fill
            rows={2}
            className="library-key-input"
            value={publicKey}
            placeholder="RW…"
            intent={errors.publicKey ? 'danger' : 'none'}
            onChange={(event) => setPublicKey(event.target.value)}
          />
        </FormGroup>
        <FormGroup
          label={t('library.follow.channel')}
          labelFor="library-channel"
          helperText={t('library.follow.channelHelp')}
        >
          <HTMLSelect
            id="library-channel"
            value={channel}
            onChange={(event) => setChannel(event.currentTarget.value === 'stable' ? 'stable' : 'pilot')}
            options={LIBRARY_CHANNELS.map((value) => ({
              value,
              label: t(value === 'stable' ? 'library.follow.channelStable' : 'library.follow.channelPilot'),
            }))}
          />
        </FormGroup>
        <FormGroup
          label={t('library.follow.relay')}
          labelFor="library-relay"
          labelInfo={t('library.follow.optional')}
          helperText={errors.relay ?? t('library.follow.relayHelp')}
          intent={errors.relay ? 'danger' : 'none'}
        >
          <InputGroup
            id="library-relay"
            value={relay}
            placeholder="http://kiosk-1.shop.lan:3000"
            intent={errors.relay ? 'danger' : 'none'}
            onValueChange={setRelay}
          />
        </FormGroup>
        <FormGroup helperText={t('library.follow.findRelayHelp')}>
          <Switch
            id="library-find-relay"
            checked={findRelay}
            label={t('library.follow.findRelay')}
            onChange={(event) => setFindRelay(event.currentTarget.checked)}
          />
        </FormGroup>
        <FormGroup helperText={t('library.follow.serveOthersHelp')}>
          <Switch
            id="library-serve-others"
            checked={serveOthers}
            label={t('library.follow.serveOthers')}
            onChange={(event) => setServeOthers(event.currentTarget.checked)}
          />
        </FormGroup>
        <div className="admin-page-actions">
          <Button type="submit" intent="primary" icon="floppy-disk" loading={save.isPending}>
            {t('library.follow.save')}
          </Button>
          {status.role === 'follower' ? (
            <Button icon="unlock" loading={stop.isPending} onClick={() => setConfirmStop(true)}>
              {t('library.follow.stop')}
            </Button>
          ) : null}
        </div>
      </form>
      <ConfirmAlert
        isOpen={confirmFollow}
        text={t('library.follow.confirmFollowOnHub', { version: publishedHere ?? 0 })}
        confirmText={t('library.follow.followAnyway')}
        intent="primary"
        onConfirm={() => {
          setConfirmFollow(false);
          saveSettings();
        }}
        onCancel={() => setConfirmFollow(false)}
      />
      <ConfirmAlert
        isOpen={confirmStop}
        text={t('library.follow.confirmStop')}
        confirmText={t('library.follow.stop')}
        intent="primary"
        onConfirm={() => {
          setConfirmStop(false);
          // The emptied settings come with the redrawn card: it is keyed by the followed key.
          stop.mutateAsync().then(
            () => showToast({ title: t('library.follow.stopped') }),
            (error: unknown) =>
              showToast({
                title: t('common.error'),
                description: serverErrorText(error, t('common.unknownError')),
                variant: 'destructive',
              }),
          );
        }}
        onCancel={() => setConfirmStop(false)}
      />
    </Card>
  );
}
