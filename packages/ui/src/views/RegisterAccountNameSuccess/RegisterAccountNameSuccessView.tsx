import { Button } from '../../primitives/Button/Button'
import { Text } from '../../primitives/Text/Text'
import { usePortico } from '../../state/PorticoContext'
import { useClientStore } from '../../state/useClientStore'

/** SPEC §2 RegisterAccountNameSuccess: the name now the account's, and the way back to Account. */
export default function RegisterAccountNameSuccessView() {
  const { client, t } = usePortico()
  const name = useClientStore(client.stores.router, (state) => state.data.accountName)
  return (
    <div className="pc-centered">
      <Text as="p" variant="large" role="status">
        {t('names.success', { name: name ?? '' })}
      </Text>
      <Button style={{ width: '100%' }} onClick={() => client.stores.router.getState().reset('Account')}>
        {t('names.back')}
      </Button>
    </div>
  )
}
