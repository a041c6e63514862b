// @ts-check
// The browser half of the local Paystack stand-in (served at /v2/inline.js): the same API
// surface as Paystack's inline v2 script, window.PaystackPop with newTransaction(), and a
// clearly marked test popup. Built from DOM calls only (no eval, no inline event handlers,
// no style attributes), so it runs under the site's Content-Security-Policy.
(function () {
  'use strict';
  // The stand-in's own address: this script is served by it, so its origin is the API's.
  const script = /** @type {HTMLScriptElement | null} */ (document.currentScript);
  const API = script ? new URL(script.src).origin : window.location.origin;
  /** @type {HTMLElement | null} */
  let open = null;

  /**
   * @param {string} tag
   * @param {Record<string, any>} [props]
   * @param {Node[]} [children]
   */
  function el(tag, props, children) {
    const node = document.createElement(tag);
    for (const [k, v] of Object.entries(props || {})) {
      if (k === 'style') Object.assign(node.style, v);
      else if (k === 'text') node.textContent = v;
      else node.setAttribute(k, v);
    }
    for (const c of children || []) node.appendChild(c);
    return node;
  }

  /** @param {number} amount subunits  @param {string} currency */
  function money(amount, currency) {
    const digits = (amount / 100).toLocaleString('en-US', { maximumFractionDigits: 2 });
    return currency === 'USD' ? '$' + digits : currency + ' ' + digits;
  }

  /**
   * Registers the charge with the stand-in's API, as Paystack's servers would record it.
   * @param {any} options
   * @param {{ status: string, channel: string, settleAfterSeconds?: number, settleTo?: string }} how
   */
  async function register(options, how) {
    const res = await fetch(API + '/__standin/transactions', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        key: options.key,
        email: options.email,
        amount: options.amount,
        currency: options.currency,
        metadata: options.metadata || {},
        // A plan: the stand-in subscribes the card after the charge, as Paystack does.
        ...(typeof options.planCode === 'string' ? { plan: options.planCode } : {}),
        fromPopup: true,
        ...how,
      }),
    });
    const body = await res.json();
    if (!res.ok) throw new Error(body.message || 'Stand-in refused the transaction');
    return body;
  }

  /**
   * @param {string} label
   * @param {string} bg
   * @param {string} fg
   * @param {string} border
   */
  function button(label, bg, fg, border) {
    return /** @type {HTMLButtonElement} */ (
      el('button', {
        type: 'button',
        text: label,
        style: {
          flex: '1 1 0',
          minHeight: '44px',
          padding: '10px 12px',
          borderRadius: '10px',
          border: '2px solid ' + border,
          background: bg,
          color: fg,
          fontFamily: 'inherit',
          fontSize: '15px',
          fontWeight: '700',
          cursor: 'pointer',
        },
      })
    );
  }

  class PaystackPop {
    /** @param {any} options */
    newTransaction(options) {
      options = options || {};
      const noop = () => {};
      const onSuccess = typeof options.onSuccess === 'function' ? options.onSuccess : noop;
      const onCancel = typeof options.onCancel === 'function' ? options.onCancel : noop;
      const onError = typeof options.onError === 'function' ? options.onError : noop;
      const currency = String(options.currency || 'NGN').toUpperCase();
      options.currency = currency;
      if (!options.key || !options.email || !Number.isInteger(options.amount) || options.amount <= 0) {
        setTimeout(() =>
          onError({ message: 'Invalid transaction parameters (key, email and a whole positive amount are required)' }),
        );
        return;
      }
      if (open) return;
      const previousFocus = /** @type {HTMLElement | null} */ (document.activeElement);
      const channels = /** @type {string[]} */ (options.channels || ['card']);

      const title = el('h2', {
        id: 'standin-title',
        text: 'TEST PAYMENT — local Paystack stand-in',
        style: { margin: '0 0 4px', fontSize: '15px', fontWeight: '800', letterSpacing: '0.02em', color: '#7c2d12' },
      });
      const note = el('p', {
        id: 'standin-desc',
        text: 'No real money moves. Choose what this test payment does.',
        style: { margin: '0 0 16px', fontSize: '13px', color: '#44403c' },
      });
      const amount = el('p', {
        text: money(options.amount, currency),
        'data-standin-amount': '',
        style: { margin: '0', fontSize: '28px', fontWeight: '800', color: '#1c1917' },
      });
      const who = el('p', {
        text: String(options.email),
        style: { margin: '2px 0 12px', fontSize: '14px', color: '#44403c', overflowWrap: 'anywhere' },
      });
      const shownChannels = el('p', {
        text: 'Channels: ' + channels.join(', '),
        style: { margin: '0 0 18px', fontSize: '12px', color: '#57534e' },
      });
      const message = el('p', {
        role: 'alert',
        style: { margin: '0 0 12px', fontSize: '13px', color: '#b91c1c', minHeight: '0' },
      });

      const pay = button('Pay', '#15803d', '#fff', '#15803d');
      const fail = button('Fail', '#fff', '#b91c1c', '#b91c1c');
      const cancel = button('Cancel', '#fff', '#292524', '#78716c');
      const row = el('div', { style: { display: 'flex', gap: '8px' } }, [pay, fail, cancel]);

      // A mobile-money charge that stays pending on the parent's phone for a while, then
      // succeeds or fails: the popup hands its reference back at once, as Paystack's does.
      /** @type {HTMLElement[]} */
      let slowPart = [];
      /** @type {HTMLElement[]} */
      let slowControls = [];
      const seconds = /** @type {HTMLInputElement} */ (
        el('input', {
          id: 'standin-seconds',
          type: 'number',
          min: '0',
          max: '3600',
          value: '30',
          inputmode: 'numeric',
          style: {
            width: '5em',
            minHeight: '36px',
            padding: '4px 8px',
            fontSize: '15px',
            borderRadius: '8px',
            border: '1px solid #78716c',
          },
        })
      );
      const slowPay = button('Slow M-Pesa: pays', '#fff', '#15803d', '#15803d');
      const slowFail = button('Slow M-Pesa: fails', '#fff', '#b91c1c', '#b91c1c');
      if (channels.includes('mobile_money')) {
        const label = el('label', {
          for: 'standin-seconds',
          text: 'M-Pesa prompt answered after (seconds) ',
          style: { fontSize: '13px', color: '#292524' },
        });
        slowPart = [
          el('div', { style: { margin: '14px 0 8px', display: 'flex', alignItems: 'center', gap: '8px', flexWrap: 'wrap' } }, [
            label,
            seconds,
          ]),
          el('div', { style: { display: 'flex', gap: '8px' } }, [slowPay, slowFail]),
        ];
        slowControls = [seconds, slowPay, slowFail];
      }

      const dialog = el(
        'div',
        {
          role: 'dialog',
          'aria-modal': 'true',
          'aria-labelledby': 'standin-title',
          'aria-describedby': 'standin-desc',
          'data-paystack-standin': '',
          style: {
            background: '#fff',
            borderRadius: '16px',
            padding: '20px',
            width: '100%',
            maxWidth: '360px',
            boxSizing: 'border-box',
            boxShadow: '0 20px 50px rgba(0,0,0,0.35)',
            border: '3px dashed #ea580c',
            fontFamily: 'system-ui, -apple-system, Segoe UI, Roboto, sans-serif',
            lineHeight: '1.4',
            textAlign: 'left',
          },
        },
        [title, note, amount, who, shownChannels, message, row, ...slowPart],
      );
      const backdrop = el(
        'div',
        {
          style: {
            position: 'fixed',
            inset: '0',
            zIndex: '2147483647',
            background: 'rgba(28,25,23,0.6)',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            padding: '16px',
            boxSizing: 'border-box',
          },
        },
        [dialog],
      );
      const focusable = [pay, fail, cancel, ...slowControls];

      function close() {
        document.removeEventListener('keydown', onKey, true);
        backdrop.remove();
        open = null;
        if (previousFocus && typeof previousFocus.focus === 'function') previousFocus.focus();
      }
      /** @param {boolean} on */
      function busy(on) {
        for (const b of focusable) {
          /** @type {HTMLButtonElement | HTMLInputElement} */ (b).disabled = on;
          b.style.opacity = on ? '0.6' : '1';
        }
      }
      /** @param {{ status: string, channel: string, settleAfterSeconds?: number, settleTo?: string }} how */
      async function finish(how) {
        busy(true);
        message.textContent = '';
        try {
          const tx = await register(options, how);
          close();
          const approved = how.status === 'success';
          onSuccess({
            reference: tx.reference,
            status: how.status,
            trans: tx.id,
            transaction: tx.id,
            message: approved ? 'Approved' : how.status === 'pending' ? 'Pending' : 'Declined',
            trxref: tx.reference,
          });
        } catch (error) {
          busy(false);
          const text = error instanceof Error ? error.message : String(error);
          message.textContent = text;
          onError({ message: text });
        }
      }
      /** @param {'success' | 'failed'} settleTo */
      function slow(settleTo) {
        const after = Math.max(0, Math.min(3600, Math.round(Number(seconds.value) || 0)));
        void finish({ status: 'pending', channel: 'mobile_money', settleAfterSeconds: after, settleTo });
      }
      /** @param {KeyboardEvent} event */
      function onKey(event) {
        if (event.key === 'Escape') {
          event.preventDefault();
          close();
          onCancel();
          return;
        }
        if (event.key !== 'Tab') return;
        // Keep keyboard focus inside the dialog while it is open.
        const index = focusable.indexOf(/** @type {any} */ (document.activeElement));
        const last = focusable[focusable.length - 1];
        if (event.shiftKey && index <= 0) {
          event.preventDefault();
          last?.focus();
        } else if (!event.shiftKey && (index === -1 || index === focusable.length - 1)) {
          event.preventDefault();
          pay.focus();
        }
      }
      pay.addEventListener('click', () => void finish({ status: 'success', channel: 'card' }));
      fail.addEventListener('click', () => void finish({ status: 'failed', channel: 'card' }));
      cancel.addEventListener('click', () => {
        close();
        onCancel();
      });
      slowPay.addEventListener('click', () => slow('success'));
      slowFail.addEventListener('click', () => slow('failed'));
      document.addEventListener('keydown', onKey, true);
      document.body.appendChild(backdrop);
      open = backdrop;
      pay.focus();
      if (typeof options.onLoad === 'function') options.onLoad({ id: 'standin' });
    }
  }

  /** @type {any} */ (window).PaystackPop = PaystackPop;
})();
