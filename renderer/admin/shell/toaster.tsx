import { OverlayToaster, Position, type ActionProps, type LinkProps, type Toaster } from '@blueprintjs/core';
import i18next from 'i18next';
import { ApiError } from '../../api/client';
import { notifyUnauthorized } from '../../api/unauthorized';
import { ADMIN_NAMESPACE } from '../../i18n/admin-i18n';
import { serverErrorText } from './server-error-text';

let toasterPromise: Promise<Toaster> | undefined;

function toaster(): Promise<Toaster> {
  toasterPromise ??= OverlayToaster.create({
    // Bottom centre: the page's action buttons sit at the top right, at the bottom right of forms and
    // at the sidebar's foot, so a toast there (paused while the pointer rests on it) would intercept
    // the next click.
    position: Position.BOTTOM,
    className: 'admin-toaster',
    maxToasts: 5,
  });
  return toasterPromise;
}

export interface ToastOptions {
  title: string;
  description?: string;
  /** 'destructive' marks failures (Blueprint's danger intent); 'default' is a success or a notice. */
  variant?: 'default' | 'destructive';
  action?: ActionProps & LinkProps;
  /** A toast shown with the same `replaces` name closes this one, so such messages never pile up. */
  replaces?: string;
}

const replaceableToasts = new Map<string, string>();

/** The admin area's toasts (spec section 4): a title, an optional description and action. */
export function showToast({ title, description, variant = 'default', action, replaces }: ToastOptions): void {
  const message = (
    <div className="admin-toast">
      <strong className="admin-toast-title">{title}</strong>
      {description ? <div className="admin-toast-description">{description}</div> : null}
    </div>
  );
  void toaster().then((instance) => {
    const previous = replaces ? replaceableToasts.get(replaces) : undefined;
    if (previous) instance.dismiss(previous);
    const key = instance.show({
      message,
      intent: variant === 'destructive' ? 'danger' : 'success',
      icon: variant === 'destructive' ? 'error' : 'tick-circle',
      action,
    });
    if (replaces) replaceableToasts.set(replaces, key);
  });
}

/** Closes the toast shown with this `replaces` name, once what it reported is dealt with. */
export function dismissToast(replaces: string): void {
  const key = replaceableToasts.get(replaces);
  if (!key) return;
  replaceableToasts.delete(replaces);
  void toaster().then((instance) => instance.dismiss(key));
}

/**
 * A failed call: the admin's text for what the server answered, else the screen's own fallback
 * text, optionally put into the screen's sentence (`wrap`, e.g. "Failed to create …: {message}").
 */
export function showFailureToast(
  title: string,
  error: unknown,
  fallback: string,
  wrap: (text: string) => string = (text) => text,
): void {
  if (error instanceof ApiError && error.kind === 'unauthorized') {
    // The session ended: the one 401 handler sends the admin to sign in, keeping typed drafts.
    notifyUnauthorized(error);
    return;
  }
  showToast({ title, description: wrap(serverErrorText(error, fallback)), variant: 'destructive' });
}

/**
 * Runs an admin change and tells how it went: a success toast, or what the server answered (else
 * the fallback) in a failure toast. True when the change went through.
 */
export async function runChange(
  change: () => Promise<unknown>,
  texts: { success: string; failure: string; failureTitle?: string },
): Promise<boolean> {
  const t = i18next.getFixedT(null, ADMIN_NAMESPACE);
  try {
    await change();
  } catch (error) {
    showFailureToast(texts.failureTitle ?? t('common.error'), error, texts.failure);
    return false;
  }
  showToast({ title: t('common.success'), description: texts.success });
  return true;
}
