// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// @notice Test helper: several token transfers from the caller in one transaction (the caller approves it first).
contract TestBatchTransfer {
    function transferMany(address token, address to, uint256[] calldata values) external {
        for (uint256 i = 0; i < values.length; i++) {
            (bool ok, bytes memory result) = token.call(
                abi.encodeWithSignature("transferFrom(address,address,uint256)", msg.sender, to, values[i])
            );
            require(ok && (result.length == 0 || abi.decode(result, (bool))), "TestBatchTransfer: transfer failed");
        }
    }
}
