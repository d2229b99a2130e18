import { fetchOnrampOptions, type OnrampOptions } from '@portico/core/onramp'
import { useEffect, useState } from 'react'
import { usePortico } from '../../state/PorticoContext'

/** SPEC §7 `/v1/onramp/options` once per open view; SPEC §8's defaults come back marked when the cloud can't answer. */
export function useOnrampOptions(): OnrampOptions | undefined {
  const { client } = usePortico()
  const [options, setOptions] = useState<OnrampOptions>()
  useEffect(() => {
    let current = true
    // fetchOnrampOptions never rejects: a failure is the defaults.
    void fetchOnrampOptions(client).then((answer) => current && setOptions(answer))
    return () => {
      current = false
    }
  }, [client])
  return options
}
