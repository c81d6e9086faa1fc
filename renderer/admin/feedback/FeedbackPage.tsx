import { useState } from 'react';
import { AnchorButton, Button, Card, H2, HTMLTable, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ProblemReport } from '../../../common/api/feedback';
import { feedbackExports } from '../../api/admin-feedback';
import { ADMIN_NAMESPACE } from '../../i18n/admin-i18n';
import { KioskSourceSelect } from '../fleet/KioskSourceSelect';
import { AdminPageTitle } from '../shell/AdminPageTitle';
import { SkeletonRows } from '../shell/Skeletons';
import { TableScroll } from '../shell/TableScroll';
import { runChange } from '../shell/toaster';
import { useInstructionFeedback, useMarkProblemDone, useOpenProblemReports } from './queries';
import './feedback.css';

const languageCode = (language: string) => (language === '' ? '–' : language.toUpperCase());

function OpenProblems({ source }: { source: string }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const reports = useOpenProblemReports(source);
  const markDone = useMarkProblemDone();
  const done = (report: ProblemReport) =>
    runChange(() => markDone.mutateAsync(report), {
      success: t('feedback.markedDone'),
      failure: t('feedback.markDoneFailed'),
    });

  return (
    <Card className="dashboard-section" data-testid="open-problems">
      <H2 className="admin-card-title">{t('feedback.openProblems')}</H2>
      {reports.isError ? <p className="empty-state">{t('common.loadFailed')}</p> : null}
      {reports.data?.length === 0 ? <p className="empty-state">{t('feedback.noOpenProblems')}</p> : null}
      {reports.isPending || (reports.data && reports.data.length > 0) ? (
        <TableScroll>
          <HTMLTable className="admin-table feedback-table" compact striped>
            <thead>
              <tr>
                <th>{t('feedback.day')}</th>
                <th>{t('feedback.instruction')}</th>
                <th>{t('feedback.language')}</th>
                <th>{t('feedback.reason')}</th>
                <th>{t('feedback.words')}</th>
                <th>{t('feedback.sentFrom')}</th>
                <th>
                  <span className="bp6-text-muted">{t('feedback.action')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {reports.isPending ? <SkeletonRows columns={7} /> : null}
              {(reports.data ?? []).map((report) => (
                <tr key={`${report.kioskId ?? 'local'}-${report.id}`}>
                  <td className="feedback-day">{report.day}</td>
                  <td>
                    <Link to={`/admin/instructions/${report.instructionId}`}>
                      {report.title ?? t('feedback.deletedInstruction')}
                    </Link>{' '}
                    <span className="bp6-text-muted whole-number">{report.instructionNumber}</span>
                  </td>
                  <td>
                    <Tag minimal>{languageCode(report.language)}</Tag>
                  </td>
                  <td>{t(`feedback.reasons.${report.reason}`)}</td>
                  <td className="feedback-words">{report.text}</td>
                  <td className="feedback-kiosk">
                    {report.kioskId === null
                      ? t('feedback.thisInstall')
                      : report.kioskName || t('fleet.unnamed')}
                  </td>
                  <td>
                    <Button
                      icon="tick"
                      aria-label={t('feedback.markDoneLabel', {
                        title: report.title ?? report.instructionNumber ?? '',
                      })}
                      onClick={() => void done(report)}
                    >
                      {t('feedback.markDone')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </TableScroll>
      ) : null}
    </Card>
  );
}

function PerInstruction({ source }: { source: string }) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const rows = useInstructionFeedback(source);
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <Card className="dashboard-section" data-testid="instruction-feedback">
      <H2 className="admin-card-title">{t('feedback.perInstruction')}</H2>
      {rows.isError ? <p className="empty-state">{t('common.loadFailed')}</p> : null}
      {rows.data?.length === 0 ? <p className="empty-state">{t('feedback.noFeedback')}</p> : null}
      {rows.isPending || (rows.data && rows.data.length > 0) ? (
        <TableScroll>
          <HTMLTable className="admin-table feedback-table" compact striped>
            <thead>
              <tr>
                <th>{t('feedback.instruction')}</th>
                <th>{t('feedback.language')}</th>
                <th className="numeric">{t('feedback.views')}</th>
                <th className="numeric">{t('feedback.helpful')}</th>
                <th className="numeric">{t('feedback.openCount')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.isPending ? <SkeletonRows columns={5} /> : null}
              {(rows.data ?? []).map((row) => (
                <tr key={`${row.instructionId}-${row.language}`}>
                  <td>
                    <Link to={`/admin/instructions/${row.instructionId}`}>{row.title}</Link>{' '}
                    <span className="bp6-text-muted whole-number">{row.instructionNumber}</span>
                  </td>
                  <td>
                    <Tag minimal>{languageCode(row.language)}</Tag>
                  </td>
                  <td className="numeric">{number.format(row.views)}</td>
                  <td className="numeric">
                    {row.helpfulPercent === null
                      ? '–'
                      : t('feedback.helpfulValue', { percent: row.helpfulPercent, yes: row.yes, no: row.no })}
                  </td>
                  <td className="numeric">{number.format(row.openProblems)}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </TableScroll>
      ) : null}
    </Card>
  );
}

/**
 * `/admin/feedback`: what visitors said of each instruction, on this install and on every kiosk
 * that reports to it, and their problem reports to act on.
 */
export function FeedbackPage() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const [source, setSource] = useState('all');
  const exports = feedbackExports(source);
  return (
    <div className="admin-page">
      <div className="admin-page-header">
        <div>
          <AdminPageTitle>{t('feedback.title')}</AdminPageTitle>
          <p className="admin-subtitle">{t('feedback.subtitle')}</p>
        </div>
        <div className="admin-page-actions">
          <AnchorButton icon="download" href={exports.problems} download>
            {t('feedback.exportProblems')}
          </AnchorButton>
          <AnchorButton icon="download" href={exports.missed} download>
            {t('feedback.exportMissed')}
          </AnchorButton>
        </div>
      </div>
      <KioskSourceSelect
        id="feedback-source"
        className="feedback-source"
        source={source}
        onChange={setSource}
      />
      <OpenProblems source={source} />
      <PerInstruction source={source} />
    </div>
  );
}
