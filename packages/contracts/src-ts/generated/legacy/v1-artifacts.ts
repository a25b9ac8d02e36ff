// Frozen from packages/contracts/src-ts/generated/artifacts.ts as released before the roles
// (commit 88d30a9): what a local chain recorded by that version runs. Never regenerated; the
// local chain's migration (src-ts/migrate-v1-stack.ts) and its test deploy and read these.
// LiabilitiesRoots is unchanged since (same bytecode), so it has no frozen copy.

/** src/Recharge.sol:Recharge, version 1: Ownable2Step, `constructor(owner, token, recipient)`. */
export const rechargeV1Artifact = {
  abi: [
    {
      "inputs": [
        {
          "internalType": "address",
          "name": "initialOwner",
          "type": "address"
        },
        {
          "internalType": "contract IERC20",
          "name": "token_",
          "type": "address"
        },
        {
          "internalType": "address",
          "name": "recipient",
          "type": "address"
        }
      ],
      "stateMutability": "nonpayable",
      "type": "constructor"
    },
    {
      "inputs": [
        {
          "internalType": "address",
          "name": "owner",
          "type": "address"
        }
      ],
      "name": "OwnableInvalidOwner",
      "type": "error"
    },
    {
      "inputs": [
        {
          "internalType": "address",
          "name": "account",
          "type": "address"
        }
      ],
      "name": "OwnableUnauthorizedAccount",
      "type": "error"
    },
    {
      "inputs": [
        {
          "internalType": "address",
          "name": "recipient",
          "type": "address"
        }
      ],
      "name": "RechargeInvalidRecipient",
      "type": "error"
    },
    {
      "inputs": [
        {
          "internalType": "address",
          "name": "token",
          "type": "address"
        }
      ],
      "name": "RechargeInvalidToken",
      "type": "error"
    },
    {
      "inputs": [],
      "name": "RechargeZeroAmount",
      "type": "error"
    },
    {
      "inputs": [
        {
          "internalType": "address",
          "name": "token",
          "type": "address"
        }
      ],
      "name": "SafeERC20FailedOperation",
      "type": "error"
    },
    {
      "anonymous": false,
      "inputs": [
        {
          "indexed": true,
          "internalType": "address",
          "name": "previousOwner",
          "type": "address"
        },
        {
          "indexed": true,
          "internalType": "address",
          "name": "newOwner",
          "type": "address"
        }
      ],
      "name": "OwnershipTransferStarted",
      "type": "event"
    },
    {
      "anonymous": false,
      "inputs": [
        {
          "indexed": true,
          "internalType": "address",
          "name": "previousOwner",
          "type": "address"
        },
        {
          "indexed": true,
          "internalType": "address",
          "name": "newOwner",
          "type": "address"
        }
      ],
      "name": "OwnershipTransferred",
      "type": "event"
    },
    {
      "anonymous": false,
      "inputs": [
        {
          "indexed": true,
          "internalType": "address",
          "name": "account",
          "type": "address"
        },
        {
          "indexed": false,
          "internalType": "uint256",
          "name": "amount",
          "type": "uint256"
        }
      ],
      "name": "Recharge",
      "type": "event"
    },
    {
      "anonymous": false,
      "inputs": [
        {
          "indexed": true,
          "internalType": "address",
          "name": "previousRecipient",
          "type": "address"
        },
        {
          "indexed": true,
          "internalType": "address",
          "name": "recipient",
          "type": "address"
        }
      ],
      "name": "RechargeRecipientAdded",
      "type": "event"
    },
    {
      "inputs": [],
      "name": "acceptOwnership",
      "outputs": [],
      "stateMutability": "nonpayable",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "address",
          "name": "recipient",
          "type": "address"
        }
      ],
      "name": "addRechargeRecipient",
      "outputs": [],
      "stateMutability": "nonpayable",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "uint256",
          "name": "amount",
          "type": "uint256"
        }
      ],
      "name": "doRecharge",
      "outputs": [],
      "stateMutability": "nonpayable",
      "type": "function"
    },
    {
      "inputs": [],
      "name": "owner",
      "outputs": [
        {
          "internalType": "address",
          "name": "",
          "type": "address"
        }
      ],
      "stateMutability": "view",
      "type": "function"
    },
    {
      "inputs": [],
      "name": "pendingOwner",
      "outputs": [
        {
          "internalType": "address",
          "name": "",
          "type": "address"
        }
      ],
      "stateMutability": "view",
      "type": "function"
    },
    {
      "inputs": [],
      "name": "rechargeRecipient",
      "outputs": [
        {
          "internalType": "address",
          "name": "",
          "type": "address"
        }
      ],
      "stateMutability": "view",
      "type": "function"
    },
    {
      "inputs": [],
      "name": "renounceOwnership",
      "outputs": [],
      "stateMutability": "nonpayable",
      "type": "function"
    },
    {
      "inputs": [],
      "name": "token",
      "outputs": [
        {
          "internalType": "contract IERC20",
          "name": "",
          "type": "address"
        }
      ],
      "stateMutability": "view",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "address",
          "name": "newOwner",
          "type": "address"
        }
      ],
      "name": "transferOwnership",
      "outputs": [],
      "stateMutability": "nonpayable",
      "type": "function"
    }
  ] as const,
  bytecode: '0x60a060405234801561000f575f5ffd5b5060405161074d38038061074d83398101604081905261002e916101ce565b826001600160a01b03811661005d57604051631e4fbdf760e01b81525f60048201526024015b60405180910390fd5b610066816100b7565b506001600160a01b0382166100995760405163025dd7a160e11b81526001600160a01b0383166004820152602401610054565b6001600160a01b0382166080526100af816100d3565b505050610218565b600180546001600160a01b03191690556100d08161016b565b50565b6001600160a01b03811615806100f157506001600160a01b03811630145b1561011a576040516385f47fed60e01b81526001600160a01b0382166004820152602401610054565b600280546001600160a01b038381166001600160a01b0319831681179093556040519116919082907f57c63cd422691369bba96f8a598d21b31643c346c2ee02c6d0b0abacd5a2f9a2905f90a35050565b5f80546001600160a01b038381166001600160a01b0319831681178455604051919092169283917f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09190a35050565b6001600160a01b03811681146100d0575f5ffd5b5f5f5f606084860312156101e0575f5ffd5b83516101eb816101ba565b60208501519093506101fc816101ba565b604085015190925061020d816101ba565b809150509250925092565b6080516105166102375f395f8181610134015261019b01526105165ff3fe608060405234801561000f575f5ffd5b5060043610610090575f3560e01c80638b225cdb116100635780638b225cdb146100cc5780638da5cb5b146100fb578063e30c39781461010b578063f2fde38b1461011c578063fc0c546a1461012f575f5ffd5b806349482297146100945780636c76c052146100a9578063715018a6146100bc57806379ba5097146100c4575b5f5ffd5b6100a76100a236600461049c565b610156565b005b6100a76100b73660046104c9565b61016a565b6100a76101fe565b6100a7610211565b6002546100df906001600160a01b031681565b6040516001600160a01b03909116815260200160405180910390f35b5f546001600160a01b03166100df565b6001546001600160a01b03166100df565b6100a761012a36600461049c565b610257565b6100df7f000000000000000000000000000000000000000000000000000000000000000081565b61015e6102c7565b610167816102f3565b50565b805f0361018a5760405163c7d177ad60e01b815260040160405180910390fd5b6002546101c6906001600160a01b037f00000000000000000000000000000000000000000000000000000000000000008116913391168461038b565b60405181815233907f78d9de6f3ad1cae9e0cbcbaa5267fd90f6a6728831eec42b7c147b398b2269249060200160405180910390a250565b6102066102c7565b61020f5f6103c7565b565b60015433906001600160a01b0316811461024e5760405163118cdaa760e01b81526001600160a01b03821660048201526024015b60405180910390fd5b610167816103c7565b61025f6102c7565b600180546001600160a01b0383166001600160a01b0319909116811790915561028f5f546001600160a01b031690565b6001600160a01b03167f38d16b8cac22d99fc7c124b9cd0de2d3fa1faef420bfe791d8c362d765e2270060405160405180910390a350565b5f546001600160a01b0316331461020f5760405163118cdaa760e01b8152336004820152602401610245565b6001600160a01b038116158061031157506001600160a01b03811630145b1561033a576040516385f47fed60e01b81526001600160a01b0382166004820152602401610245565b600280546001600160a01b038381166001600160a01b0319831681179093556040519116919082907f57c63cd422691369bba96f8a598d21b31643c346c2ee02c6d0b0abacd5a2f9a2905f90a35050565b6103998484848460016103e0565b6103c157604051635274afe760e01b81526001600160a01b0385166004820152602401610245565b50505050565b600180546001600160a01b03191690556101678161044d565b6040516323b872dd60e01b5f8181526001600160a01b038781166004528616602452604485905291602083606481808c5af1925060015f5114831661043c578383151615610430573d5f823e3d81fd5b5f883b113d1516831692505b604052505f60605295945050505050565b5f80546001600160a01b038381166001600160a01b0319831681178455604051919092169283917f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09190a35050565b5f602082840312156104ac575f5ffd5b81356001600160a01b03811681146104c2575f5ffd5b9392505050565b5f602082840312156104d9575f5ffd5b503591905056fea2646970667358221220cba73f957001c1aa6117d5063f220e7bac11d974e9bc0d66a0ffa99f92d8430d64736f6c63430008250033' as const,
};

/** src/Funding.sol:Funding, version 1: Ownable2Step UUPS, `initialize(owner, lp, reward)`, no roles. */
export const fundingV1Artifact = {
  abi: [
    {
      "inputs": [],
      "stateMutability": "nonpayable",
      "type": "constructor"
    },
    {
      "inputs": [
        {
          "internalType": "address",
          "name": "target",
          "type": "address"
        }
      ],
      "name": "AddressEmptyCode",
      "type": "error"
    },
    {
      "inputs": [
        {
          "internalType": "address",
          "name": "implementation",
          "type": "address"
        }
      ],
      "name": "ERC1967InvalidImplementation",
      "type": "error"
    },
    {
      "inputs": [],
      "name": "ERC1967NonPayable",
      "type": "error"
    },
    {
      "inputs": [],
      "name": "FailedCall",
      "type": "error"
    },
    {
      "inputs": [
        {
          "internalType": "address",
          "name": "account",
          "type": "address"
        },
        {
          "internalType": "uint256",
          "name": "amount",
          "type": "uint256"
        },
        {
          "internalType": "uint256",
          "name": "available",
          "type": "uint256"
        }
      ],
      "name": "FundingInsufficientAmount",
      "type": "error"
    },
    {
      "inputs": [
        {
          "internalType": "address",
          "name": "token",
          "type": "address"
        }
      ],
      "name": "FundingInvalidToken",
      "type": "error"
    },
    {
      "inputs": [],
      "name": "FundingNoStakers",
      "type": "error"
    },
    {
      "inputs": [
        {
          "internalType": "address",
          "name": "account",
          "type": "address"
        }
      ],
      "name": "FundingNothingToClaim",
      "type": "error"
    },
    {
      "inputs": [
        {
          "internalType": "uint256",
          "name": "amount",
          "type": "uint256"
        },
        {
          "internalType": "uint256",
          "name": "totalLp",
          "type": "uint256"
        }
      ],
      "name": "FundingRewardTooSmall",
      "type": "error"
    },
    {
      "inputs": [],
      "name": "FundingZeroAmount",
      "type": "error"
    },
    {
      "inputs": [],
      "name": "InvalidInitialization",
      "type": "error"
    },
    {
      "inputs": [],
      "name": "NotInitializing",
      "type": "error"
    },
    {
      "inputs": [
        {
          "internalType": "address",
          "name": "owner",
          "type": "address"
        }
      ],
      "name": "OwnableInvalidOwner",
      "type": "error"
    },
    {
      "inputs": [
        {
          "internalType": "address",
          "name": "account",
          "type": "address"
        }
      ],
      "name": "OwnableUnauthorizedAccount",
      "type": "error"
    },
    {
      "inputs": [],
      "name": "ReentrancyGuardReentrantCall",
      "type": "error"
    },
    {
      "inputs": [
        {
          "internalType": "uint8",
          "name": "bits",
          "type": "uint8"
        },
        {
          "internalType": "uint256",
          "name": "value",
          "type": "uint256"
        }
      ],
      "name": "SafeCastOverflowedUintDowncast",
      "type": "error"
    },
    {
      "inputs": [
        {
          "internalType": "address",
          "name": "token",
          "type": "address"
        }
      ],
      "name": "SafeERC20FailedOperation",
      "type": "error"
    },
    {
      "inputs": [],
      "name": "UUPSUnauthorizedCallContext",
      "type": "error"
    },
    {
      "inputs": [
        {
          "internalType": "bytes32",
          "name": "slot",
          "type": "bytes32"
        }
      ],
      "name": "UUPSUnsupportedProxiableUUID",
      "type": "error"
    },
    {
      "anonymous": false,
      "inputs": [
        {
          "indexed": false,
          "internalType": "uint256",
          "name": "amount",
          "type": "uint256"
        }
      ],
      "name": "AddReward",
      "type": "event"
    },
    {
      "anonymous": false,
      "inputs": [
        {
          "indexed": true,
          "internalType": "address",
          "name": "user",
          "type": "address"
        },
        {
          "indexed": false,
          "internalType": "uint256",
          "name": "amount",
          "type": "uint256"
        }
      ],
      "name": "Claim",
      "type": "event"
    },
    {
      "anonymous": false,
      "inputs": [
        {
          "indexed": true,
          "internalType": "address",
          "name": "user",
          "type": "address"
        },
        {
          "indexed": false,
          "internalType": "uint256",
          "name": "amount",
          "type": "uint256"
        }
      ],
      "name": "Deposit",
      "type": "event"
    },
    {
      "anonymous": false,
      "inputs": [
        {
          "indexed": false,
          "internalType": "uint64",
          "name": "version",
          "type": "uint64"
        }
      ],
      "name": "Initialized",
      "type": "event"
    },
    {
      "anonymous": false,
      "inputs": [
        {
          "indexed": true,
          "internalType": "address",
          "name": "previousOwner",
          "type": "address"
        },
        {
          "indexed": true,
          "internalType": "address",
          "name": "newOwner",
          "type": "address"
        }
      ],
      "name": "OwnershipTransferStarted",
      "type": "event"
    },
    {
      "anonymous": false,
      "inputs": [
        {
          "indexed": true,
          "internalType": "address",
          "name": "previousOwner",
          "type": "address"
        },
        {
          "indexed": true,
          "internalType": "address",
          "name": "newOwner",
          "type": "address"
        }
      ],
      "name": "OwnershipTransferred",
      "type": "event"
    },
    {
      "anonymous": false,
      "inputs": [
        {
          "indexed": true,
          "internalType": "address",
          "name": "implementation",
          "type": "address"
        }
      ],
      "name": "Upgraded",
      "type": "event"
    },
    {
      "anonymous": false,
      "inputs": [
        {
          "indexed": true,
          "internalType": "address",
          "name": "user",
          "type": "address"
        },
        {
          "indexed": false,
          "internalType": "uint256",
          "name": "amount",
          "type": "uint256"
        }
      ],
      "name": "Withdraw",
      "type": "event"
    },
    {
      "inputs": [],
      "name": "PRECISION",
      "outputs": [
        {
          "internalType": "uint256",
          "name": "",
          "type": "uint256"
        }
      ],
      "stateMutability": "view",
      "type": "function"
    },
    {
      "inputs": [],
      "name": "UPGRADE_INTERFACE_VERSION",
      "outputs": [
        {
          "internalType": "string",
          "name": "",
          "type": "string"
        }
      ],
      "stateMutability": "view",
      "type": "function"
    },
    {
      "inputs": [],
      "name": "accCakePerShare",
      "outputs": [
        {
          "internalType": "uint256",
          "name": "",
          "type": "uint256"
        }
      ],
      "stateMutability": "view",
      "type": "function"
    },
    {
      "inputs": [],
      "name": "acceptOwnership",
      "outputs": [],
      "stateMutability": "nonpayable",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "uint256",
          "name": "amount",
          "type": "uint256"
        }
      ],
      "name": "addReward",
      "outputs": [],
      "stateMutability": "nonpayable",
      "type": "function"
    },
    {
      "inputs": [],
      "name": "claim",
      "outputs": [],
      "stateMutability": "nonpayable",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "uint256",
          "name": "amount",
          "type": "uint256"
        }
      ],
      "name": "deposit",
      "outputs": [],
      "stateMutability": "nonpayable",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "address",
          "name": "user",
          "type": "address"
        }
      ],
      "name": "getAbleWithdrawAmount",
      "outputs": [
        {
          "internalType": "uint256",
          "name": "",
          "type": "uint256"
        }
      ],
      "stateMutability": "view",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "address",
          "name": "user",
          "type": "address"
        },
        {
          "internalType": "uint256",
          "name": "offset",
          "type": "uint256"
        },
        {
          "internalType": "uint256",
          "name": "limit",
          "type": "uint256"
        }
      ],
      "name": "getClaimRecord",
      "outputs": [
        {
          "components": [
            {
              "internalType": "address",
              "name": "user",
              "type": "address"
            },
            {
              "internalType": "uint256",
              "name": "amount",
              "type": "uint256"
            },
            {
              "internalType": "uint256",
              "name": "timestamp",
              "type": "uint256"
            }
          ],
          "internalType": "struct IFunding.Record[]",
          "name": "records",
          "type": "tuple[]"
        },
        {
          "internalType": "uint256",
          "name": "total",
          "type": "uint256"
        }
      ],
      "stateMutability": "view",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "address",
          "name": "user",
          "type": "address"
        },
        {
          "internalType": "uint256",
          "name": "offset",
          "type": "uint256"
        },
        {
          "internalType": "uint256",
          "name": "limit",
          "type": "uint256"
        }
      ],
      "name": "getDepositRecord",
      "outputs": [
        {
          "components": [
            {
              "internalType": "address",
              "name": "user",
              "type": "address"
            },
            {
              "internalType": "uint256",
              "name": "amount",
              "type": "uint256"
            },
            {
              "internalType": "uint256",
              "name": "timestamp",
              "type": "uint256"
            }
          ],
          "internalType": "struct IFunding.Record[]",
          "name": "records",
          "type": "tuple[]"
        },
        {
          "internalType": "uint256",
          "name": "total",
          "type": "uint256"
        }
      ],
      "stateMutability": "view",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "address",
          "name": "user",
          "type": "address"
        }
      ],
      "name": "getUserInfo",
      "outputs": [
        {
          "components": [
            {
              "internalType": "uint256",
              "name": "amount",
              "type": "uint256"
            },
            {
              "internalType": "uint256",
              "name": "rewardDebt",
              "type": "uint256"
            },
            {
              "internalType": "uint256",
              "name": "reward",
              "type": "uint256"
            }
          ],
          "internalType": "struct IFunding.UserInfo",
          "name": "",
          "type": "tuple"
        }
      ],
      "stateMutability": "view",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "address",
          "name": "user",
          "type": "address"
        },
        {
          "internalType": "uint256",
          "name": "offset",
          "type": "uint256"
        },
        {
          "internalType": "uint256",
          "name": "limit",
          "type": "uint256"
        }
      ],
      "name": "getWithdrawRecord",
      "outputs": [
        {
          "components": [
            {
              "internalType": "address",
              "name": "user",
              "type": "address"
            },
            {
              "internalType": "uint256",
              "name": "amount",
              "type": "uint256"
            },
            {
              "internalType": "uint256",
              "name": "timestamp",
              "type": "uint256"
            }
          ],
          "internalType": "struct IFunding.Record[]",
          "name": "records",
          "type": "tuple[]"
        },
        {
          "internalType": "uint256",
          "name": "total",
          "type": "uint256"
        }
      ],
      "stateMutability": "view",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "address",
          "name": "initialOwner",
          "type": "address"
        },
        {
          "internalType": "contract IERC20",
          "name": "lpToken_",
          "type": "address"
        },
        {
          "internalType": "contract IERC20",
          "name": "rewardToken_",
          "type": "address"
        }
      ],
      "name": "initialize",
      "outputs": [],
      "stateMutability": "nonpayable",
      "type": "function"
    },
    {
      "inputs": [],
      "name": "lpToken",
      "outputs": [
        {
          "internalType": "contract IERC20",
          "name": "",
          "type": "address"
        }
      ],
      "stateMutability": "view",
      "type": "function"
    },
    {
      "inputs": [],
      "name": "owner",
      "outputs": [
        {
          "internalType": "address",
          "name": "",
          "type": "address"
        }
      ],
      "stateMutability": "view",
      "type": "function"
    },
    {
      "inputs": [],
      "name": "pendingOwner",
      "outputs": [
        {
          "internalType": "address",
          "name": "",
          "type": "address"
        }
      ],
      "stateMutability": "view",
      "type": "function"
    },
    {
      "inputs": [],
      "name": "proxiableUUID",
      "outputs": [
        {
          "internalType": "bytes32",
          "name": "",
          "type": "bytes32"
        }
      ],
      "stateMutability": "view",
      "type": "function"
    },
    {
      "inputs": [],
      "name": "renounceOwnership",
      "outputs": [],
      "stateMutability": "nonpayable",
      "type": "function"
    },
    {
      "inputs": [],
      "name": "rewardToken",
      "outputs": [
        {
          "internalType": "contract IERC20",
          "name": "",
          "type": "address"
        }
      ],
      "stateMutability": "view",
      "type": "function"
    },
    {
      "inputs": [],
      "name": "totalLp",
      "outputs": [
        {
          "internalType": "uint256",
          "name": "",
          "type": "uint256"
        }
      ],
      "stateMutability": "view",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "address",
          "name": "newOwner",
          "type": "address"
        }
      ],
      "name": "transferOwnership",
      "outputs": [],
      "stateMutability": "nonpayable",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "address",
          "name": "newImplementation",
          "type": "address"
        },
        {
          "internalType": "bytes",
          "name": "data",
          "type": "bytes"
        }
      ],
      "name": "upgradeToAndCall",
      "outputs": [],
      "stateMutability": "payable",
      "type": "function"
    },
    {
      "inputs": [
        {
          "internalType": "uint256",
          "name": "amount",
          "type": "uint256"
        }
      ],
      "name": "withdraw",
      "outputs": [],
      "stateMutability": "nonpayable",
      "type": "function"
    }
  ] as const,
  bytecode: '0x60a060405230608052348015610013575f5ffd5b5061001c610021565b6100d3565b7ff0c57e16840df040f15088dc2f81fe391c3923bec73e23a9662efc9c229c6a00805468010000000000000000900460ff16156100715760405163f92ee8a960e01b815260040160405180910390fd5b80546001600160401b03908116146100d05780546001600160401b0319166001600160401b0390811782556040519081527fc7f505b2f371ae2175ee4913f4499e1f2633a7b5936321eed1cdaeb6115181d29060200160405180910390a15b50565b608051611ce16100f95f395f8181610f6201528181610f8b01526110b40152611ce15ff3fe60806040526004361061013c575f3560e01c806379ba5097116100b3578063ad3cb1cc1161006d578063ad3cb1cc1461038c578063b6b55f25146103c9578063c0c53b8b146103e8578063e30c397814610407578063f2fde38b1461041b578063f7c618c11461043a575f5ffd5b806379ba5097146102ca5780637edc3ff5146102de57806385f271b51461031e5780638da5cb5b1461033d578063954a6cbe14610351578063aaf5eb6814610371575f5ffd5b80635fcbd285116101045780635fcbd285146101de5780636386c1c71461020a57806368e91d1d1461024b5780637028902714610278578063715018a61461029757806374de4ec4146102ab575f5ffd5b8063242c135d146101405780632e1a7d4d146101825780634e71d92d146101a35780634f1ef286146101b757806352d1902d146101ca575b5f5ffd5b34801561014b575f5ffd5b507ffd5dc81ee3c5ec2de979d7cc9332d66b5fd2186f2d4cbb6ecc72c24a60900702545b6040519081526020015b60405180910390f35b34801561018d575f5ffd5b506101a161019c366004611934565b610476565b005b3480156101ae575f5ffd5b506101a16105b7565b6101a16101c5366004611973565b6106b4565b3480156101d5575f5ffd5b5061016f6106d3565b3480156101e9575f5ffd5b506101f26106ee565b6040516001600160a01b039091168152602001610179565b348015610215575f5ffd5b50610229610224366004611a39565b61070d565b6040805182518152602080840151908201529181015190820152606001610179565b348015610256575f5ffd5b5061026a610265366004611a54565b6107b8565b604051610179929190611a86565b348015610283575f5ffd5b5061026a610292366004611a54565b61080a565b3480156102a2575f5ffd5b506101a1610850565b3480156102b6575f5ffd5b506101a16102c5366004611934565b610861565b3480156102d5575f5ffd5b506101a1610993565b3480156102e9575f5ffd5b5061016f6102f8366004611a39565b6001600160a01b03165f9081525f516020611c8c5f395f51905f52602052604090205490565b348015610329575f5ffd5b5061026a610338366004611a54565b6109d8565b348015610348575f5ffd5b506101f2610a1e565b34801561035c575f5ffd5b505f516020611c6c5f395f51905f525461016f565b34801561037c575f5ffd5b5061016f670de0b6b3a764000081565b348015610397575f5ffd5b506103bc604051806040016040528060058152602001640352e302e360dc1b81525081565b6040516101799190611af4565b3480156103d4575f5ffd5b506101a16103e3366004611934565b610a52565b3480156103f3575f5ffd5b506101a1610402366004611b29565b610b6b565b348015610412575f5ffd5b506101f2610d4b565b348015610426575f5ffd5b506101a1610435366004611a39565b610d73565b348015610445575f5ffd5b507ffd5dc81ee3c5ec2de979d7cc9332d66b5fd2186f2d4cbb6ecc72c24a60900701546001600160a01b03166101f2565b61047e610df8565b805f0361049e5760405163c0f834fb60e01b815260040160405180910390fd5b335f9081525f516020611c8c5f395f51905f526020526040902080545f516020611c2c5f395f51905f529190808411156105005760405163733feb2960e11b815233600482015260248101859052604481018290526064015b60405180910390fd5b5f84820390505f61051684866003015484610e2d565b905080156105375780846002015f8282546105319190611b85565b90915550505b6002850180548790039055335f908152600686016020526040902061055c9087610e80565b60405186815233907f884edad9ce6fa2440d8a54cc123490eb96d2768479d49ff9c7366125a94243649060200160405180910390a284546105a7906001600160a01b03163388610ef3565b50505050506105b4610f2d565b50565b6105bf610df8565b335f9081525f516020611c8c5f395f51905f52602052604081205f516020611c6c5f395f51905f525481545f516020611c2c5f395f51905f52939161060691849190610e2d565b82600201546106159190611b85565b9050805f03610639576040516301a3bcad60e01b81523360048201526024016104f7565b5f6002830181905533815260078401602052604090206106599082610e80565b60405181815233907f47cee97cb7acd717b3c0aa1435d004cd5b3c8c57d70dbceb4e4458bbd60e39d49060200160405180910390a260018301546106a7906001600160a01b03163383610ef3565b5050506106b2610f2d565b565b6106bc610f57565b6106c582610fe5565b6106cf8282610fed565b5050565b5f6106dc6110a9565b505f516020611c4c5f395f51905f5290565b5f5f516020611c2c5f395f51905f525b546001600160a01b0316919050565b61072e60405180606001604052805f81526020015f81526020015f81525090565b6001600160a01b0382165f9081525f516020611c8c5f395f51905f5260205260408120805460018201545f516020611c6c5f395f51905f52545f516020611c2c5f395f51905f52949061078490849084906110f2565b84600201546107939190611b85565b6040805160608101825294855260208501939093529183019190915250949350505050565b6001600160a01b0383165f9081527ffd5dc81ee3c5ec2de979d7cc9332d66b5fd2186f2d4cbb6ecc72c24a6090070660205260408120606091906107fe90868686611126565b91509150935093915050565b6001600160a01b0383165f9081527ffd5dc81ee3c5ec2de979d7cc9332d66b5fd2186f2d4cbb6ecc72c24a6090070760205260408120606091906107fe90868686611126565b6108586112c4565b6106b25f6112f6565b6108696112c4565b610871610df8565b805f036108915760405163c0f834fb60e01b815260040160405180910390fd5b7ffd5dc81ee3c5ec2de979d7cc9332d66b5fd2186f2d4cbb6ecc72c24a60900702545f516020611c2c5f395f51905f52905f8190036108e3576040516348d1703b60e11b815260040160405180910390fd5b5f6108f784670de0b6b3a76400008461132e565b9050805f03610923576040516303b8831160e41b815260048101859052602481018390526044016104f7565b80836003015f8282546109369190611b85565b90915550506040518481527f66a8e26e051c82fd4be27a3e7b8a9969547f1a14535ced3777e153717b5a2d849060200160405180910390a16001830154610988906001600160a01b03163330876113de565b5050506105b4610f2d565b338061099d610d4b565b6001600160a01b0316146109cf5760405163118cdaa760e01b81526001600160a01b03821660048201526024016104f7565b6105b4816112f6565b6001600160a01b0383165f9081527ffd5dc81ee3c5ec2de979d7cc9332d66b5fd2186f2d4cbb6ecc72c24a6090070560205260408120606091906107fe90868686611126565b5f807f9016d09d72d40fdae2fd8ceac6b6234c7706214fd39c1cd1e609a0528c1993005b546001600160a01b031692915050565b610a5a610df8565b805f03610a7a5760405163c0f834fb60e01b815260040160405180910390fd5b335f9081525f516020611c8c5f395f51905f52602052604081205f516020611c6c5f395f51905f525481545f516020611c2c5f395f51905f529391610acc91849190610ac7908890611b85565b610e2d565b90508015610aed5780826002015f828254610ae79190611b85565b90915550505b83836002015f828254610b009190611b85565b9091555050335f9081526005840160205260409020610b1f9085610e80565b60405184815233907fe1fffcc4923d04b559f4d29a8bfc6cda04eb5b0d3c460751c2402c5c5cc9109c9060200160405180910390a28254610988906001600160a01b03163330876113de565b5f610b7461141a565b805490915060ff600160401b820416159067ffffffffffffffff165f81158015610b9b5750825b90505f8267ffffffffffffffff166001148015610bb75750303b155b905081158015610bc5575080155b15610be35760405163f92ee8a960e01b815260040160405180910390fd5b845467ffffffffffffffff191660011785558315610c0d57845460ff60401b1916600160401b1785555b6001600160a01b038716610c3f576040516338b73fb760e11b81526001600160a01b03881660048201526024016104f7565b6001600160a01b0386161580610c665750866001600160a01b0316866001600160a01b0316145b15610c8f576040516338b73fb760e11b81526001600160a01b03871660048201526024016104f7565b610c9888611444565b610ca0611455565b5f516020611c2c5f395f51905f5280546001600160a01b038981166001600160a01b0319928316179092557ffd5dc81ee3c5ec2de979d7cc9332d66b5fd2186f2d4cbb6ecc72c24a609007018054928916929091169190911790558315610d4157845460ff60401b19168555604051600181527fc7f505b2f371ae2175ee4913f4499e1f2633a7b5936321eed1cdaeb6115181d29060200160405180910390a15b5050505050505050565b5f807f237e158222e3e6968b72b9db0d8043aacf074ad9f650f0d1606b4d82ee432c00610a42565b610d7b6112c4565b7f237e158222e3e6968b72b9db0d8043aacf074ad9f650f0d1606b4d82ee432c0080546001600160a01b0319166001600160a01b0383169081178255610dbf610a1e565b6001600160a01b03167f38d16b8cac22d99fc7c124b9cd0de2d3fa1faef420bfe791d8c362d765e2270060405160405180910390a35050565b610e0061145d565b6106b260017f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f005b9061149d565b825460018401545f9190610e428282876110f2565b9250818414610e4f578386555b5f610e658587670de0b6b3a764000060016114a4565b9050818114610e7657600187018190555b5050509392505050565b816040518060400160405280610e95846114ef565b6001600160c01b03168152602001610eac42611526565b67ffffffffffffffff90811690915282546001810184555f93845260209384902083519490930151909116600160c01b026001600160c01b03909316929092179101555050565b610f00838383600161155c565b610f2857604051635274afe760e01b81526001600160a01b03841660048201526024016104f7565b505050565b6106b25f7f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f00610e27565b306001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000161480610fc757507f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316610fbb6115be565b6001600160a01b031614155b156106b25760405163703e46dd60e11b815260040160405180910390fd5b6105b46112c4565b816001600160a01b03166352d1902d6040518163ffffffff1660e01b8152600401602060405180830381865afa925050508015611047575060408051601f3d908101601f1916820190925261104491810190611b98565b60015b61106f57604051634c9c8ce360e01b81526001600160a01b03831660048201526024016104f7565b5f516020611c4c5f395f51905f52811461109f57604051632a87526960e21b8152600481018290526024016104f7565b610f2883836115d2565b306001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016146106b25760405163703e46dd60e11b815260040160405180910390fd5b5f5f6111078584670de0b6b3a764000061132e565b9050838111611119575f91505061111f565b83900390505b9392505050565b835460609080841061118c57604080515f8082526020820190925290611184565b61117160405180606001604052805f6001600160a01b031681526020015f81526020015f81525090565b8152602001906001900390816111475790505b5091506112bb565b5f6111a08461119b8785611baf565b611627565b90508067ffffffffffffffff8111156111bb576111bb61195f565b60405190808252806020026020018201604052801561121657816020015b61120360405180606001604052805f6001600160a01b031681526020015f81526020015f81525090565b8152602001906001900390816111d95790505b5092505f5b818110156112b8575f8861122f8389611b85565b8154811061123f5761123f611bc2565b5f918252602091829020604080516060810182526001600160a01b038d1681529290910180546001600160c01b03811694840194909452600160c01b90930467ffffffffffffffff16908201528651919250908690849081106112a4576112a4611bc2565b60209081029190910101525060010161121b565b50505b94509492505050565b336112cd610a1e565b6001600160a01b0316146106b25760405163118cdaa760e01b81523360048201526024016104f7565b7f237e158222e3e6968b72b9db0d8043aacf074ad9f650f0d1606b4d82ee432c0080546001600160a01b03191681556106cf82611636565b5f5f5f61133b86866116a6565b91509150815f0361135f5783818161135557611355611bd6565b049250505061111f565b8184116113765761137660038515026011186116c2565b5f848688095f868103871696879004966002600389028118808a02820302808a02820302808a02820302808a02820302808a02820302808a02909103029181900381900460010185841190960395909502919093039390930492909217029150509392505050565b6113ec8484848460016116d3565b61141457604051635274afe760e01b81526001600160a01b03851660048201526024016104f7565b50505050565b5f807ff0c57e16840df040f15088dc2f81fe391c3923bec73e23a9662efc9c229c6a005b92915050565b61144c611740565b6105b481611765565b6106b2611740565b7f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f005c156106b257604051633ee5aeb560e01b815260040160405180910390fd5b80825d5050565b5f6114d16114b183611796565b80156114cc57505f84806114c7576114c7611bd6565b868809115b151590565b6114dc86868661132e565b6114e69190611b85565b95945050505050565b5f6001600160c01b03821115611522576040516306dfcc6560e41b815260c06004820152602481018390526044016104f7565b5090565b5f67ffffffffffffffff82111561152257604080516306dfcc6560e41b81526004810191909152602481018390526044016104f7565b60405163a9059cbb60e01b5f8181526001600160a01b038616600452602485905291602083604481808b5af1925060015f511483166115b25783831516156115a6573d5f823e3d81fd5b5f873b113d1516831692505b60405250949350505050565b5f5f516020611c4c5f395f51905f526106fe565b6115db826117c2565b6040516001600160a01b038316907fbc7cd75a20ee27fd9adebab32041f755214dbc6bffa90cc0225b39da2e5c2d3b905f90a280511561161f57610f288282611825565b6106cf6118c5565b5f82821882841002821861111f565b7f9016d09d72d40fdae2fd8ceac6b6234c7706214fd39c1cd1e609a0528c19930080546001600160a01b031981166001600160a01b03848116918217845560405192169182907f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e0905f90a3505050565b5f805f1983850993909202808410938190039390930393915050565b634e487b715f52806020526024601cfd5b6040516323b872dd60e01b5f8181526001600160a01b038781166004528616602452604485905291602083606481808c5af1925060015f5114831661172f578383151615611723573d5f823e3d81fd5b5f883b113d1516831692505b604052505f60605295945050505050565b6117486118e4565b6106b257604051631afcd79f60e31b815260040160405180910390fd5b61176d611740565b6001600160a01b0381166109cf57604051631e4fbdf760e01b81525f60048201526024016104f7565b5f60028260038111156117ab576117ab611bea565b6117b59190611bfe565b60ff166001149050919050565b806001600160a01b03163b5f036117f757604051634c9c8ce360e01b81526001600160a01b03821660048201526024016104f7565b5f516020611c4c5f395f51905f5280546001600160a01b0319166001600160a01b0392909216919091179055565b60605f61183284846118fd565b905080801561185357505f3d118061185357505f846001600160a01b03163b115b1561186857611860611910565b91505061143e565b801561189257604051639996b31560e01b81526001600160a01b03851660048201526024016104f7565b3d156118a5576118a0611929565b6118be565b60405163d6bda27560e01b815260040160405180910390fd5b5092915050565b34156106b25760405163b398979f60e01b815260040160405180910390fd5b5f6118ed61141a565b54600160401b900460ff16919050565b5f5f5f835160208501865af49392505050565b6040513d81523d5f602083013e3d602001810160405290565b6040513d5f823e3d81fd5b5f60208284031215611944575f5ffd5b5035919050565b6001600160a01b03811681146105b4575f5ffd5b634e487b7160e01b5f52604160045260245ffd5b5f5f60408385031215611984575f5ffd5b823561198f8161194b565b9150602083013567ffffffffffffffff8111156119aa575f5ffd5b8301601f810185136119ba575f5ffd5b803567ffffffffffffffff8111156119d4576119d461195f565b604051601f8201601f19908116603f0116810167ffffffffffffffff81118282101715611a0357611a0361195f565b604052818152828201602001871015611a1a575f5ffd5b816020840160208301375f602083830101528093505050509250929050565b5f60208284031215611a49575f5ffd5b813561111f8161194b565b5f5f5f60608486031215611a66575f5ffd5b8335611a718161194b565b95602085013595506040909401359392505050565b604080825283519082018190525f9060208501906060840190835b81811015611ae157835180516001600160a01b03168452602080820151818601526040918201519185019190915290930192606090920191600101611aa1565b5050602093909301939093525092915050565b602081525f82518060208401528060208501604085015e5f604082850101526040601f19601f83011684010191505092915050565b5f5f5f60608486031215611b3b575f5ffd5b8335611b468161194b565b92506020840135611b568161194b565b91506040840135611b668161194b565b809150509250925092565b634e487b7160e01b5f52601160045260245ffd5b8082018082111561143e5761143e611b71565b5f60208284031215611ba8575f5ffd5b5051919050565b8181038181111561143e5761143e611b71565b634e487b7160e01b5f52603260045260245ffd5b634e487b7160e01b5f52601260045260245ffd5b634e487b7160e01b5f52602160045260245ffd5b5f60ff831680611c1c57634e487b7160e01b5f52601260045260245ffd5b8060ff8416069150509291505056fefd5dc81ee3c5ec2de979d7cc9332d66b5fd2186f2d4cbb6ecc72c24a60900700360894a13ba1a3210667c828492db98dca3e2076cc3735a920a3ca505d382bbcfd5dc81ee3c5ec2de979d7cc9332d66b5fd2186f2d4cbb6ecc72c24a60900703fd5dc81ee3c5ec2de979d7cc9332d66b5fd2186f2d4cbb6ecc72c24a60900704a26469706673582212202f1756a4a60b4d139ab2aae64170a53b7eeb6146dc19e9ef05441fde2640a39e64736f6c63430008250033' as const,
};
