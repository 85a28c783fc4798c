import { Controller } from '@nestjs/common';
import { feedRpcInsights as rpc, type RpcRequest } from '@lumen/contracts';
import { RpcHandler, RpcPayload } from '@lumen/platform';
import { SavedService } from './saved.service.js';

@Controller()
export class SavedController {
  constructor(private readonly saved: SavedService) {}

  @RpcHandler(rpc.listSaved)
  list(@RpcPayload(rpc.listSaved) req: RpcRequest<typeof rpc.listSaved>) {
    return this.saved.list(req.userId);
  }

  @RpcHandler(rpc.savedDetails)
  details(@RpcPayload(rpc.savedDetails) req: RpcRequest<typeof rpc.savedDetails>) {
    return this.saved.details(req.userId);
  }

  @RpcHandler(rpc.save)
  add(@RpcPayload(rpc.save) req: RpcRequest<typeof rpc.save>) {
    return this.saved.add(req.userId, req.insightId);
  }

  @RpcHandler(rpc.unsave)
  remove(@RpcPayload(rpc.unsave) req: RpcRequest<typeof rpc.unsave>) {
    return this.saved.remove(req.userId, req.insightId);
  }
}
