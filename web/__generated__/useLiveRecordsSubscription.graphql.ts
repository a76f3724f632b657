/**
 * @generated SignedSource<<329b3146168762035c5411914944e1db>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type LifeStage = "CATERPILLAR" | "EGG" | "IMAGO" | "PUPA" | "%future added value";
export type ObservationFilter = {
  country?: string | null | undefined;
  dateFrom?: string | null | undefined;
  dateTo?: string | null | undefined;
  entityId?: number | null | undefined;
  lifeStage?: LifeStage | null | undefined;
  monthFrom?: number | null | undefined;
  monthTo?: number | null | undefined;
  speciesId?: number | null | undefined;
  status?: ReadonlyArray<number> | null | undefined;
  uploaderId?: number | null | undefined;
  year?: number | null | undefined;
};
export type useLiveRecordsSubscription$variables = {
  filter?: ObservationFilter | null | undefined;
};
export type useLiveRecordsSubscription$data = {
  readonly observationAccepted: {
    readonly eea100km: string | null | undefined;
    readonly eea10km: string | null | undefined;
    readonly eea1km: string | null | undefined;
    readonly generalised: boolean;
    readonly lat: number | null | undefined;
    readonly lon: number | null | undefined;
    readonly name: string;
    readonly newOnMap: boolean;
    readonly recId: number;
    readonly utm2_5km: string | null | undefined;
  };
};
export type useLiveRecordsSubscription = {
  response: useLiveRecordsSubscription$data;
  variables: useLiveRecordsSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "filter"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "filter",
        "variableName": "filter"
      }
    ],
    "concreteType": "LiveObservation",
    "kind": "LinkedField",
    "name": "observationAccepted",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "recId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "name",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "lat",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "lon",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "generalised",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "newOnMap",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "eea100km",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "eea10km",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "eea1km",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "utm2_5km",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useLiveRecordsSubscription",
    "selections": (v1/*: any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "useLiveRecordsSubscription",
    "selections": (v1/*: any*/)
  },
  "params": {
    "cacheID": "64cc4a3da6bc62c7b13e067affca4cef",
    "id": null,
    "metadata": {},
    "name": "useLiveRecordsSubscription",
    "operationKind": "subscription",
    "text": "subscription useLiveRecordsSubscription(\n  $filter: ObservationFilter\n) {\n  observationAccepted(filter: $filter) {\n    recId\n    name\n    lat\n    lon\n    generalised\n    newOnMap\n    eea100km\n    eea10km\n    eea1km\n    utm2_5km\n  }\n}\n"
  }
};
})();

(node as any).hash = "8339418d36fc31af39ce7bc08de1a3d2";

export default node;
