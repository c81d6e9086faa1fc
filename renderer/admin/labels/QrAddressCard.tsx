import { useState, type SubmitEvent } from 'react';
import { Button, Card, FormGroup, InputGroup, H2 } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { parseQrAddress } from '../../../common/api/library-address';
import type { QrTarget } from '../../hooks/useLibraryOrigin';
import { ADMIN_NAMESPACE } from '../../i18n/admin-i18n';
import { withCommandFlag } from '../../components/CommandFlag';
import { QrCode } from '../../components/QrCode';
import { publicQueries } from '../../queries';
import { showFailureToast, showToast } from '../shell/toaster';
import { useSaveQrAddress } from './queries';

/**
 * The address for QR codes: set, checked, and shown as a test code the admin scans with a phone
 * before printing a sheet of labels that no phone could open.
 */
export function QrAddressCard({ target }: { target: QrTarget }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const address = useQuery(publicQueries.libraryAddress());
  const [typed, setTyped] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const value = typed ?? address.data?.qrAddress ?? '';
  const save = useSaveQrAddress();

  function send(qrAddress: string | null) {
    save.mutate(qrAddress, {
      onSuccess: () => {
        setTyped(null);
        showToast({ title: t('labels.qrAddress.saved') });
      },
      onError: (error) => showFailureToast(t('common.error'), error, t('labels.qrAddress.notHttpAddress')),
    });
  }

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (value.trim() === '') {
      setProblem(null);
      send(null);
      return;
    }
    const parsed = parseQrAddress(value);
    if ('problem' in parsed) {
      setProblem(t(`labels.qrAddress.${parsed.problem}`));
      return;
    }
    setProblem(null);
    send(parsed.origin);
  }

  return (
    <Card className="labels-controls qr-address-card">
      <div className="qr-address-form">
        <H2 className="admin-card-title">{t('labels.qrAddress.title')}</H2>
        <form onSubmit={submit} noValidate>
          <FormGroup
            label={t('labels.qrAddress.field')}
            labelFor="qr-address"
            helperText={problem ?? t('labels.qrAddress.help')}
            intent={problem ? 'danger' : 'none'}
          >
            <div className="qr-address-row">
              <InputGroup
                id="qr-address"
                value={value}
                placeholder="http://library.shop.lan:3000"
                intent={problem ? 'danger' : 'none'}
                onValueChange={(next) => {
                  setTyped(next);
                  setProblem(null);
                }}
              />
              <Button type="submit" loading={save.isPending}>
                {t('labels.qrAddress.save')}
              </Button>
            </div>
          </FormGroup>
        </form>
        <p data-testid="qr-address-in-use">{t('labels.qrAddress.using', { origin: target.origin })}</p>
        {target.source === 'setting' && address.data?.lanOrigin === null ? (
          <p className="qr-address-note">{withCommandFlag(t('labels.qrAddress.loopbackOnly'))}</p>
        ) : null}
        {address.data?.qrAddress && !address.data.qrHostAnswered ? (
          <p className="qr-address-note" data-testid="qr-host-not-answered">
            {withCommandFlag(
              t('labels.qrAddress.hostNotAnswered', { host: new URL(address.data.qrAddress).hostname }),
            )}
          </p>
        ) : null}
      </div>
      <figure className="qr-address-test">
        <QrCode
          text={`${target.origin}/`}
          size={112}
          label={t('labels.qrAddress.testCodeLabel', { origin: target.origin })}
        />
        <figcaption>{t('labels.qrAddress.testCode')}</figcaption>
      </figure>
    </Card>
  );
}
