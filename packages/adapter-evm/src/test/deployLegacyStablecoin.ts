import solc from 'solc'
import { type Abi, type Address, createWalletClient, defineChain, type Hex, http, publicActions } from 'viem'
import { devnetAccounts } from './harness'

/** A USDT-style token: `transfer` returns nothing, so a caller decoding ERC-20's bool fails (SPEC §9). */
const source = `// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;
contract LegacyStablecoin {
  string public constant symbol = "LUSD";
  uint8 public constant decimals = 6;
  mapping(address => uint256) public balanceOf;
  constructor(address holder, uint256 amount) { balanceOf[holder] = amount; }
  function transfer(address to, uint256 value) external {
    require(balanceOf[msg.sender] >= value, "balance");
    balanceOf[msg.sender] -= value;
    balanceOf[to] += value;
  }
}`

function compile(): { abi: Abi; bytecode: Hex } {
  const input = {
    language: 'Solidity',
    sources: { 'LegacyStablecoin.sol': { content: source } },
    settings: { evmVersion: 'cancun', outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } } },
  }
  const output = JSON.parse(solc.compile(JSON.stringify(input)))
  const errors = (output.errors ?? []).filter((entry: { severity: string }) => entry.severity === 'error')
  if (errors.length > 0)
    throw new Error(errors.map((entry: { formattedMessage: string }) => entry.formattedMessage).join('\n'))
  const contract = output.contracts['LegacyStablecoin.sol'].LegacyStablecoin
  return { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` }
}

/** Compiles the legacy stablecoin with solc-js and deploys it from a devnet account that then holds `amount`. */
export async function deployLegacyStablecoin({
  rpcUrl,
  chainId,
  deployerIndex,
  amount,
}: {
  rpcUrl: string
  chainId: number
  deployerIndex: number
  amount: bigint
}): Promise<{ address: Address; abi: Abi }> {
  const account = devnetAccounts()[deployerIndex]
  if (!account) throw new Error(`no devnet account ${deployerIndex}`)
  const chain = defineChain({
    id: chainId,
    name: 'devnet',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })
  const client = createWalletClient({ account, chain, transport: http(rpcUrl) }).extend(publicActions)
  const { abi, bytecode } = compile()
  const hash = await client.deployContract({ abi, bytecode, args: [account.address, amount] })
  const { contractAddress } = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
  if (!contractAddress) throw new Error('the legacy stablecoin was not deployed')
  return { address: contractAddress, abi }
}
