#include <stdio.h>
#include <stddef.h>
#include <rdma/rdma_user_rxe.h>
#include <rdma/ib_user_verbs.h>
#define F(T,m) printf("  %-28s off %3zu size %3zu\n", #m, offsetof(struct T, m), sizeof(((struct T*)0)->m))
#define O(T,m) printf("  %-28s off %3zu (flexible array)\n", #m, offsetof(struct T, m))
#define S(T) printf("struct %s: sizeof %zu, alignof %zu\n", #T, sizeof(struct T), _Alignof(struct T))
int main(void){
 S(rxe_send_wr); F(rxe_send_wr,wr_id);F(rxe_send_wr,reserved);F(rxe_send_wr,opcode);F(rxe_send_wr,send_flags);F(rxe_send_wr,ex);F(rxe_send_wr,ex.imm_data);F(rxe_send_wr,wr);
 F(rxe_send_wr,wr.rdma.remote_addr);F(rxe_send_wr,wr.rdma.rkey);F(rxe_send_wr,wr.rdma.reserved);
 F(rxe_send_wr,wr.atomic.remote_addr);F(rxe_send_wr,wr.atomic.compare_add);F(rxe_send_wr,wr.atomic.swap);F(rxe_send_wr,wr.atomic.rkey);
 F(rxe_send_wr,wr.flush.remote_addr);F(rxe_send_wr,wr.flush.length);F(rxe_send_wr,wr.flush.rkey);F(rxe_send_wr,wr.flush.type);F(rxe_send_wr,wr.flush.level);
 F(rxe_send_wr,wr.ud.remote_qpn);F(rxe_send_wr,wr.ud.remote_qkey);F(rxe_send_wr,wr.ud.pkey_index);F(rxe_send_wr,wr.ud.ah_num);F(rxe_send_wr,wr.ud.pad);F(rxe_send_wr,wr.ud.av);
 F(rxe_send_wr,wr.mw.addr);F(rxe_send_wr,wr.mw.length);F(rxe_send_wr,wr.mw.mr_lkey);F(rxe_send_wr,wr.mw.mw_rkey);F(rxe_send_wr,wr.mw.rkey);F(rxe_send_wr,wr.mw.access);
 S(rxe_av); F(rxe_av,port_num);F(rxe_av,network_type);F(rxe_av,dmac);F(rxe_av,grh);F(rxe_av,sgid_addr);F(rxe_av,dgid_addr);
 S(rxe_global_route); F(rxe_global_route,dgid);F(rxe_global_route,flow_label);F(rxe_global_route,sgid_index);F(rxe_global_route,hop_limit);F(rxe_global_route,traffic_class);
 S(rxe_sge); F(rxe_sge,addr);F(rxe_sge,length);F(rxe_sge,lkey);
 S(rxe_dma_info); F(rxe_dma_info,length);F(rxe_dma_info,resid);F(rxe_dma_info,cur_sge);F(rxe_dma_info,num_sge);F(rxe_dma_info,sge_offset);F(rxe_dma_info,reserved);O(rxe_dma_info,inline_data);O(rxe_dma_info,sge);
 S(rxe_send_wqe); F(rxe_send_wqe,wr);F(rxe_send_wqe,status);F(rxe_send_wqe,state);F(rxe_send_wqe,iova);F(rxe_send_wqe,mask);F(rxe_send_wqe,first_psn);F(rxe_send_wqe,last_psn);F(rxe_send_wqe,ack_length);F(rxe_send_wqe,ssn);F(rxe_send_wqe,has_rd_atomic);F(rxe_send_wqe,dma);
 printf("  dma.sge[0] abs off %zu; dma.inline_data abs off %zu\n", offsetof(struct rxe_send_wqe, dma.sge), offsetof(struct rxe_send_wqe, dma.inline_data));
 S(rxe_recv_wqe); F(rxe_recv_wqe,wr_id);F(rxe_recv_wqe,reserved);F(rxe_recv_wqe,padding);F(rxe_recv_wqe,dma);
 printf("  dma.sge[0] abs off %zu\n", offsetof(struct rxe_recv_wqe, dma.sge));
 S(ib_uverbs_wc); F(ib_uverbs_wc,wr_id);F(ib_uverbs_wc,status);F(ib_uverbs_wc,opcode);F(ib_uverbs_wc,vendor_err);F(ib_uverbs_wc,byte_len);F(ib_uverbs_wc,ex);F(ib_uverbs_wc,qp_num);F(ib_uverbs_wc,src_qp);F(ib_uverbs_wc,wc_flags);F(ib_uverbs_wc,pkey_index);F(ib_uverbs_wc,slid);F(ib_uverbs_wc,sl);F(ib_uverbs_wc,dlid_path_bits);F(ib_uverbs_wc,port_num);F(ib_uverbs_wc,reserved);
 S(rxe_queue_buf); F(rxe_queue_buf,log2_elem_size);F(rxe_queue_buf,index_mask);F(rxe_queue_buf,pad_1);F(rxe_queue_buf,producer_index);F(rxe_queue_buf,pad_2);F(rxe_queue_buf,consumer_index);F(rxe_queue_buf,pad_3);O(rxe_queue_buf,data);
 S(mminfo); F(mminfo,offset);F(mminfo,size);F(mminfo,pad);
 S(ib_uverbs_post_send); F(ib_uverbs_post_send,response);F(ib_uverbs_post_send,qp_handle);F(ib_uverbs_post_send,wr_count);F(ib_uverbs_post_send,sge_count);F(ib_uverbs_post_send,wqe_size);
 S(ib_uverbs_cmd_hdr);
 return 0;}
