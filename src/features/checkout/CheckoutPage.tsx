import { Suspense, type ComponentType } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { defineMessage } from '../../lib/messageDescriptors';
import Button from '../../components/Button/Button';
import ButtonLink from '../../components/Button/ButtonLink';
import Shimmer from '../../components/Shimmer/Shimmer';
import { usePageTitle } from '../pageHead';
import { lazyWithReload } from '../../lib/lazyWithReload';
import classes from './checkoutPage.module.css';
import type { CheckoutSection } from './checkoutTypes';
import type { StepProps } from './stepProps';
import { useCheckoutPage } from './useCheckoutPage';

// Every step is its own chunk, loaded when the shopper reaches it.
const ContactStep = lazyWithReload(() => import(/* webpackChunkName: "checkout-contact" */ './ContactStep'));
const ShippingAddressStep = lazyWithReload(() => import(/* webpackChunkName: "checkout-shipping-address" */ './ShippingAddressStep'));
const ShippingMethodStep = lazyWithReload(() => import(/* webpackChunkName: "checkout-shipping-method" */ './ShippingMethodStep'));
const PaymentStep = lazyWithReload(() => import(/* webpackChunkName: "checkout-payment" */ './PaymentStep'));
const ReviewStep = lazyWithReload(() => import(/* webpackChunkName: "checkout-review" */ './ReviewStep'));
const Receipt = lazyWithReload(() => import(/* webpackChunkName: "checkout-receipt" */ './Receipt'));

const STEPS: Record<CheckoutSection, { title: MessageDescriptor; Component: ComponentType<StepProps> }> = {
  contact: { title: defineMessage({ id: 'checkout.contact.title', defaultMessage: 'Contact Information' }), Component: ContactStep },
  shippingAddress: {
    title: defineMessage({ id: 'checkout.shippingAddress.title', defaultMessage: 'Shipping Address' }),
    Component: ShippingAddressStep
  },
  shippingMethod: { title: defineMessage({ id: 'checkout.shippingMethod.title', defaultMessage: 'Shipping Method' }), Component: ShippingMethodStep },
  paymentMethod: { title: defineMessage({ id: 'checkout.payment.title', defaultMessage: 'Payment Information' }), Component: PaymentStep }
};

const stepFallback = <Shimmer height={6} />;

/** /checkout (§2, §4): the steps on one page, each collapsing to a summary with Edit once done; then the receipt. */
export default function CheckoutPage() {
  const { formatMessage } = useIntl();
  const { isLoading, hasReceipt, isEmpty, steps, isReadyToOrder, edit } = useCheckoutPage();
  const title = formatMessage({ id: 'checkout.title', defaultMessage: 'Checkout' });
  usePageTitle(title);

  if (hasReceipt) {
    return (
      <div className={classes.root}>
        <Suspense fallback={stepFallback}>
          <Receipt />
        </Suspense>
      </div>
    );
  }

  if (isLoading) {
    return (
      <div className={classes.root} aria-busy="true">
        <h1 className={classes.title}>{title}</h1>
        <Shimmer height={6} />
        <Shimmer height={6} />
      </div>
    );
  }

  if (isEmpty) {
    return (
      <div className={classes.root}>
        <h1 className={classes.title}>{title}</h1>
        <div className={classes.empty}>
          <p className={classes.summary}>{formatMessage({ id: 'checkout.empty', defaultMessage: 'There are no items in your cart.' })}</p>
          <ButtonLink variant="secondary" to="/">
            {formatMessage({ id: 'checkout.continueShopping', defaultMessage: 'Continue Shopping' })}
          </ButtonLink>
        </div>
      </div>
    );
  }

  const reviewTitle = formatMessage({ id: 'checkout.review.title', defaultMessage: 'Review and Place Order' });

  return (
    <div className={classes.root}>
      <h1 className={classes.title}>{title}</h1>
      <ol className={classes.steps}>
        {steps.map(({ name, status }, index) => {
          const { title: stepTitle, Component } = STEPS[name];
          const heading = formatMessage(stepTitle);
          const headingId = `checkout-step-${name}`;
          return (
            <li
              key={name}
              className={classes.step}
              data-status={status}
              aria-labelledby={headingId}
              aria-current={status === 'active' ? 'step' : undefined}
            >
              <div className={classes.stepHeader}>
                <h2 id={headingId} className={classes.stepTitle}>
                  {`${index + 1}. ${heading}`}
                </h2>
                {status === 'done' ? (
                  <Button
                    variant="text"
                    aria-label={formatMessage({ id: 'checkout.editStep', defaultMessage: 'Edit {step}' }, { step: heading })}
                    onClick={() => edit(name)}
                  >
                    {formatMessage({ id: 'checkout.edit', defaultMessage: 'Edit' })}
                  </Button>
                ) : null}
              </div>
              {status === 'pending' ? null : (
                <Suspense fallback={stepFallback}>
                  <Component status={status} />
                </Suspense>
              )}
            </li>
          );
        })}
        <li className={classes.step} data-status={isReadyToOrder ? 'active' : 'pending'} aria-labelledby="checkout-step-review">
          <h2 id="checkout-step-review" className={classes.stepTitle}>
            {`${steps.length + 1}. ${reviewTitle}`}
          </h2>
          {isReadyToOrder ? (
            <Suspense fallback={stepFallback}>
              <ReviewStep />
            </Suspense>
          ) : null}
        </li>
      </ol>
    </div>
  );
}
