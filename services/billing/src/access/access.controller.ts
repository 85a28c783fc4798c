import { Controller } from '@nestjs/common';
import { billingRpc, type AccessState, type RpcRequest } from '@lumen/contracts';
import { RpcHandler, RpcPayload } from '@lumen/platform';
import { AccessService } from './access.service.js';

@Controller()
export class AccessController {
  constructor(private readonly access: AccessService) {}

  @RpcHandler(billingRpc.getAccess)
  get(@RpcPayload(billingRpc.getAccess) req: RpcRequest<typeof billingRpc.getAccess>): Promise<AccessState> {
    return this.access.get(req.userId);
  }

  @RpcHandler(billingRpc.startTrial)
  startTrial(@RpcPayload(billingRpc.startTrial) req: RpcRequest<typeof billingRpc.startTrial>): Promise<AccessState> {
    return this.access.startTrial(req.userId);
  }
}
