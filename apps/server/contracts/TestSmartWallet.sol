// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// @notice An EIP-1271 contract wallet for tests: a signature is valid when its owner's key made it.
contract TestSmartWallet {
    bytes4 internal constant EIP1271_MAGIC_VALUE = 0x1626ba7e;
    /// @dev secp256k1 order / 2: a higher `s` is the malleable twin of a valid signature.
    uint256 internal constant HALF_ORDER = 0x7FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF5D576E7357A4501DDFE92F46681B20A0;

    address public immutable owner;

    constructor(address owner_) {
        require(owner_ != address(0), "TestSmartWallet: zero owner");
        owner = owner_;
    }

    receive() external payable {}

    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        return _recover(hash, signature) == owner ? EIP1271_MAGIC_VALUE : bytes4(0xffffffff);
    }

    /// @notice Lets the owner move what the wallet holds (ETH or tokens).
    function execute(address to, uint256 value, bytes calldata data) external returns (bytes memory) {
        require(msg.sender == owner, "TestSmartWallet: only the owner");
        (bool ok, bytes memory result) = to.call{value: value}(data);
        if (!ok) {
            assembly {
                revert(add(result, 32), mload(result))
            }
        }
        return result;
    }

    function _recover(bytes32 hash, bytes calldata signature) internal pure returns (address) {
        if (signature.length != 65) return address(0);
        bytes32 r;
        bytes32 s;
        uint8 v;
        assembly {
            r := calldataload(signature.offset)
            s := calldataload(add(signature.offset, 32))
            v := byte(0, calldataload(add(signature.offset, 64)))
        }
        if (v < 27) v += 27;
        if (uint256(s) > HALF_ORDER || (v != 27 && v != 28)) return address(0);
        // ecrecover answers the zero address for a bad signature, and the owner is never zero.
        return ecrecover(hash, v, r, s);
    }
}
