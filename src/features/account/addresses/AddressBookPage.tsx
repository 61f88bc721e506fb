import { useIntl } from 'react-intl';
import Button from '../../../components/Button/Button';
import FormError from '../../../components/FormError/FormError';
import LoadingIndicator from '../../../components/LoadingIndicator/LoadingIndicator';
import { deriveErrorMessages } from '../../../graphql/deriveErrorMessage';
import AccountPageLayout from '../shared/AccountPageLayout';
import AddressBookForm from './AddressBookForm';
import { EMPTY_ADDRESS_BOOK_VALUES, toAddressBookValues } from './addressBookValues';
import classes from '../shared/accountPage.module.css';
import formClasses from '../shared/form.module.css';
import { useAddressBookPage } from './useAddressBookPage';

/** /address-book: the saved addresses; add, edit, delete, default shipping and billing. */
export default function AddressBookPage() {
  const { formatMessage } = useIntl();
  const {
    data,
    loading,
    error,
    regions,
    addresses,
    editing,
    setEditing,
    editedAddress: address,
    save,
    createState,
    updateState,
    deleteAddress,
    deleteState
  } = useAddressBookPage();

  const title = formatMessage({ id: 'account.link.addressBook', defaultMessage: 'Address Book' });
  if (editing !== null) {
    return (
      <AccountPageLayout title={title}>
        <div className={classes.narrow}>
          <h2 className={classes.sectionTitle}>
            {address
              ? formatMessage({ id: 'addressBook.editTitle', defaultMessage: 'Edit Address' })
              : formatMessage({ id: 'addressBook.addTitle', defaultMessage: 'New Address' })}
          </h2>
          <AddressBookForm
            initial={address ? toAddressBookValues(address) : EMPTY_ADDRESS_BOOK_VALUES}
            regions={regions}
            onSave={save}
            onCancel={() => setEditing(null)}
            busy={createState.loading || updateState.loading}
            error={createState.error ?? updateState.error}
          />
        </div>
      </AccountPageLayout>
    );
  }

  return (
    <AccountPageLayout title={title}>
      <FormError errors={[error, deleteState.error]} describe={deriveErrorMessages} />
      <div className={formClasses.actions}>
        <Button onClick={() => setEditing('new')}>{formatMessage({ id: 'addressBook.add', defaultMessage: 'Add an Address' })}</Button>
      </div>
      {loading && !data ? <LoadingIndicator /> : null}
      {!loading && !addresses.length ? (
        <p className={classes.empty}>{formatMessage({ id: 'addressBook.empty', defaultMessage: 'You have no saved addresses.' })}</p>
      ) : null}
      <ul className={classes.grid}>
        {addresses.map((address) => (
          <li key={address.uid} className={classes.card}>
            {address.default_shipping ? (
              <span className={classes.badge}>
                {formatMessage({ id: 'addressBook.defaultShipping', defaultMessage: 'Default shipping address' })}
              </span>
            ) : null}
            {address.default_billing ? (
              <span className={classes.badge}>{formatMessage({ id: 'addressBook.defaultBilling', defaultMessage: 'Default billing address' })}</span>
            ) : null}
            <address className={classes.address}>
              {address.firstname} {address.lastname}
              <br />
              {(address.street ?? []).filter(Boolean).join(', ')}
              <br />
              {[address.city, address.region?.region, address.postcode].filter(Boolean).join(', ')}
              <br />
              {address.country_code}
              <br />
              {address.telephone}
            </address>
            <div className={classes.cardActions}>
              <Button variant="secondary" onClick={() => setEditing({ uid: address.uid })}>
                {formatMessage({ id: 'addressBook.edit', defaultMessage: 'Edit' })}
              </Button>
              <Button
                variant="secondary"
                disabled={deleteState.loading}
                onClick={() => void deleteAddress({ variables: { uid: address.uid } }).catch(() => undefined)}
              >
                {formatMessage({ id: 'addressBook.delete', defaultMessage: 'Delete' })}
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </AccountPageLayout>
  );
}
