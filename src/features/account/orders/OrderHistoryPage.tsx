/* eslint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role -- the table's own roles,
   stated because its narrow (card) layout sets display: block, which makes some browsers (Safari) stop exposing a table */
import { Fragment } from 'react';
import { useIntl } from 'react-intl';
import Button from '../../../components/Button/Button';
import LoadingIndicator from '../../../components/LoadingIndicator/LoadingIndicator';
import Price from '../../../components/Price/Price';
import AccountPageLayout from '../shared/AccountPageLayout';
import FormError from '../../../components/FormError/FormError';
import { deriveErrorMessages } from '../../../graphql/deriveErrorMessage';
import classes from '../shared/accountPage.module.css';
import historyClasses from './orderHistory.module.css';
import OrderTotals from './OrderTotals';
import { orderItemOptions } from './orderItemOptions';
import { useOrderHistoryPage, type OrderAddress } from './useOrderHistoryPage';

function AddressBlock({ title, address }: { title: string; address?: OrderAddress | null }) {
  if (!address) return null;
  return (
    <div>
      <h3 className={classes.sectionTitle}>{title}</h3>
      <address className={classes.address}>
        {address.firstname} {address.lastname}
        <br />
        {address.street.join(', ')}
        <br />
        {[address.city, address.region, address.postcode].filter(Boolean).join(', ')}
        <br />
        {address.country_code}
        {address.telephone ? (
          <>
            <br />
            {address.telephone}
          </>
        ) : null}
      </address>
    </div>
  );
}

/** /order-history: the orders with number, date, status and total; each expands to its items and addresses. */
export default function OrderHistoryPage() {
  const { formatMessage, formatDate } = useIntl();
  const { data, loading, error, orders, open, toggle, display } = useOrderHistoryPage();
  const number = formatMessage({ id: 'orderHistory.number', defaultMessage: 'Order Number' });
  const orderDate = formatMessage({ id: 'orderHistory.date', defaultMessage: 'Order Date' });
  const status = formatMessage({ id: 'orderHistory.status', defaultMessage: 'Status' });
  const total = formatMessage({ id: 'orderHistory.total', defaultMessage: 'Order Total' });
  const columns = [number, orderDate, status, total, formatMessage({ id: 'orderHistory.details', defaultMessage: 'Details' })];
  let content;
  if (loading && !data) content = <LoadingIndicator />;
  else if (!orders.length)
    content = <p className={classes.empty}>{formatMessage({ id: 'orderHistory.empty', defaultMessage: "You don't have any orders yet." })}</p>;
  else
    content = (
      <table role="table" className={historyClasses.table}>
        <thead role="rowgroup">
          <tr role="row">
            {columns.map((column) => (
              <th key={column} role="columnheader" scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {orders.map((order) => {
            const isOpen = open === order.id;
            const date = new Date(order.order_date.replace(' ', 'T'));
            return (
              <Fragment key={order.id}>
                <tr role="row" className={historyClasses.order}>
                  <td role="cell" data-label={number}>
                    {order.number}
                  </td>
                  <td role="cell" data-label={orderDate}>
                    {Number.isNaN(date.getTime()) ? order.order_date : formatDate(date, { dateStyle: 'medium' })}
                  </td>
                  <td role="cell" data-label={status}>
                    {order.status}
                  </td>
                  <td role="cell" data-label={total}>
                    {order.total?.grand_total.value != null ? (
                      <Price value={order.total.grand_total.value} currencyCode={order.total.grand_total.currency ?? 'USD'} />
                    ) : null}
                  </td>
                  <td role="cell">
                    <Button variant="secondary" aria-expanded={isOpen} aria-controls={`order-${order.id}`} onClick={() => toggle(order.id)}>
                      {isOpen
                        ? formatMessage({ id: 'orderHistory.hide', defaultMessage: 'Hide order {number}' }, { number: order.number })
                        : formatMessage({ id: 'orderHistory.show', defaultMessage: 'Show order {number}' }, { number: order.number })}
                    </Button>
                  </td>
                </tr>
                {isOpen ? (
                  <tr role="row" id={`order-${order.id}`} className={historyClasses.details}>
                    <td role="cell" colSpan={5}>
                      <div className={classes.orderDetails}>
                        <div>
                          <h3 className={classes.sectionTitle}>{formatMessage({ id: 'orderHistory.items', defaultMessage: 'Items' })}</h3>
                          <ul>
                            {(order.items ?? []).map((item) =>
                              item ? (
                                <li key={item.id}>
                                  {item.product_name ?? item.product_sku} × {item.quantity_ordered ?? 1}{' '}
                                  {item.product_sale_price.value != null ? (
                                    <Price value={item.product_sale_price.value} currencyCode={item.product_sale_price.currency ?? 'USD'} />
                                  ) : null}
                                  {orderItemOptions(item).length ? <p className={classes.itemOptions}>{orderItemOptions(item).join(' · ')}</p> : null}
                                </li>
                              ) : null
                            )}
                          </ul>
                        </div>
                        <OrderTotals order={order} display={display} />
                        <AddressBlock
                          title={formatMessage({ id: 'orderHistory.shippingAddress', defaultMessage: 'Shipping Address' })}
                          address={order.shipping_address}
                        />
                        <AddressBlock
                          title={formatMessage({ id: 'orderHistory.billingAddress', defaultMessage: 'Billing Address' })}
                          address={order.billing_address}
                        />
                      </div>
                    </td>
                  </tr>
                ) : null}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    );
  return (
    <AccountPageLayout title={formatMessage({ id: 'account.link.orderHistory', defaultMessage: 'Order History' })}>
      <FormError errors={[error]} describe={deriveErrorMessages} />
      {content}
    </AccountPageLayout>
  );
}
