import { parseAbi } from 'viem'

/** What the frame calls on PorticoSmartAccountFactory (SimpleAccountFactory v0.7's shape). */
export const porticoSmartAccountFactoryAbi = parseAbi([
  'function createAccount(address owner, uint256 salt) returns (address)',
  'function getAddress(address owner, uint256 salt) view returns (address)',
])

/** SimpleAccount v0.7's calls, which PorticoSmartAccount inherits unchanged. */
export const simpleAccountAbi = parseAbi([
  'function execute(address dest, uint256 value, bytes func)',
  'function executeBatch(address[] dest, uint256[] value, bytes[] func)',
])
