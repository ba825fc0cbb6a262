// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// @notice A Chainlink-style price feed for the dev chain and tests: whoever deployed it sets the answer, each
/// answer is a new round stamped with the block's time.
contract MockAggregator {
    uint8 public immutable decimals;
    /// @notice The only account allowed to set the answer: whoever deployed the feed.
    address public immutable owner;
    uint80 public latestRound;
    int256 public latestAnswer;
    uint256 public latestTimestamp;

    constructor(uint8 decimals_, int256 answer_) {
        decimals = decimals_;
        owner = msg.sender;
        _set(answer_);
    }

    function setAnswer(int256 answer_) external {
        require(msg.sender == owner, "only the owner sets the answer");
        _set(answer_);
    }

    function latestRoundData()
        external
        view
        returns (uint80 roundId, int256 answer, uint256 startedAt, uint256 updatedAt, uint80 answeredInRound)
    {
        return (latestRound, latestAnswer, latestTimestamp, latestTimestamp, latestRound);
    }

    function _set(int256 answer_) private {
        latestRound += 1;
        latestAnswer = answer_;
        latestTimestamp = block.timestamp;
    }
}
